/** @jest-environment node */
// Node, as on the server: the page must import without browser globals. The helper builds its own DOM.
/* eslint-disable @typescript-eslint/no-require-imports */
const { describePageContract } = require('shared-content/tooling/contract');
const { describePageScriptLint } = require('shared-content/tooling/page-script-lint');

describePageContract(() => require('./Page'));
describePageScriptLint('mf-howitworks');
