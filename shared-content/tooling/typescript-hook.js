// @ts-check
// Lets Node require .ts and .tsx files. Only mf-contact/server/rules.js still needs it (the contact form's rules
// and texts, read from mf-contact/src/form/*.ts), and loads it through load-content.js: both go together when the
// contact service reads a webpack-built bundle of that code instead (issue 26, item 3). Nothing else may use it.
const fs = require('node:fs');
const ts = require('typescript');

for (const extension of ['.ts', '.tsx']) {
  if (require.extensions[extension]) continue;
  require.extensions[extension] = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true, jsx: ts.JsxEmit.ReactJSX },
      fileName: filename,
    });
    /** @type {NodeJS.Module & { _compile(code: string, filename: string): void }} */ (module)._compile(outputText, filename);
  };
}
