// The page's own validation rules and texts, loaded from its TypeScript source, so the server checks
// exactly what the page checks (no second copy of the rules).
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('shared-content/tooling/load-content'); // lets Node require .ts files
const { business, contactContent } = require('shared-content');
const { validate } = require('../src/form/validate.ts');
const { emptyValues, fieldNames } = require('../src/form/values.ts');
const { buildMessageText } = require('../src/form/handoff.ts');

module.exports = { business, contactContent, validate, emptyValues, fieldNames, buildMessageText };
