// Lets Node build scripts (webpack configs) read shared-content's TypeScript, so build-time output
// such as per-route HTML titles comes from the same source as the pages.
const fs = require('node:fs');
const ts = require('typescript');

for (const extension of ['.ts', '.tsx']) {
  if (require.extensions[extension]) continue;
  require.extensions[extension] = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true, jsx: ts.JsxEmit.ReactJSX },
      fileName: filename,
    });
    module._compile(outputText, filename);
  };
}

/** @returns {typeof import('../src/index')} */
module.exports = () => require('../src/index.ts');
