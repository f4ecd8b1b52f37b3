// Builds the include step's njs module for nginx (`js_import include_step from include-step.js`): one file
// holding njs-handlers.js and the protocol files it requires (shared-content/tooling/fragment), each in a
// scope of its own with the `module` and `require` given to it here, and an explicit `export default` of
// the handlers nginx calls. Every require is resolved when the file is built, so a Node-only module or a
// file outside the protocol's folder fails the build (and its unit test), not nginx at run time.
const fs = require('node:fs');
const path = require('node:path');

const HANDLERS = path.join(__dirname, 'njs-handlers.js');
/** The handlers nginx's configuration calls (`js_content include_step.page`). */
const HANDLER_NAMES = ['checkedPart', 'page'];
/** The modules njs 0.7 itself gives `require`. */
const NJS_MODULES = ['crypto', 'fs'];
/** The only folder whose files may be built into the module besides the handlers: they are written for njs. */
const PROTOCOL_DIR = path.dirname(require.resolve('shared-content/tooling/fragment/names'));

const REQUIRE = /\brequire\((['"])([^'"]+)\1\)/g;

/** @typedef {{ file: string, requires: Record<string, number | string> }} BundledFile */

/**
 * The files the module holds, each after the files it requires, with what each of its requires stands
 * for: another file's index in the list, or an njs module.
 * @param {string} entry
 * @returns {BundledFile[]}
 */
function moduleFiles(entry) {
  /** @type {BundledFile[]} */
  const files = [];
  /** @type {string[]} */
  const visiting = [];
  /**
   * @param {string} file
   * @returns {number} its index in `files`
   */
  function visit(file) {
    const known = files.findIndex((bundled) => bundled.file === file);
    if (known !== -1) return known;
    if (visiting.includes(file)) throw new Error(`${file} requires itself through ${visiting.join(' -> ')}`);
    visiting.push(file);
    /** @type {BundledFile['requires']} */
    const requires = {};
    for (const [, , request] of fs.readFileSync(file, 'utf8').matchAll(REQUIRE)) {
      if (NJS_MODULES.includes(request)) {
        requires[request] = request;
        continue;
      }
      const resolved = require.resolve(request, { paths: [path.dirname(file)] });
      if (path.dirname(resolved) !== PROTOCOL_DIR) {
        throw new Error(`${path.relative(process.cwd(), file)} requires ${request}, which njs does not have: nginx runs only njs's modules and ${PROTOCOL_DIR}`);
      }
      requires[request] = visit(resolved);
    }
    visiting.pop();
    files.push({ file, requires });
    return files.length - 1;
  }
  visit(entry);
  return files;
}

/**
 * The njs module as one file: `entry`'s exports named in `handlerNames` are its default export.
 * @param {{ entry?: string, handlerNames?: string[] }} [options]
 */
function includeStepModule({ entry = HANDLERS, handlerNames = HANDLER_NAMES } = {}) {
  const files = moduleFiles(entry);
  const requireTable = (/** @type {BundledFile['requires']} */ requires) => {
    const entries = Object.entries(requires).map(
      ([request, target]) => `${JSON.stringify(request)}: ${typeof target === 'number' ? `modules[${target}]` : `njsRequire(${JSON.stringify(target)})`}`,
    );
    return entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}';
  };
  const handlers = handlerNames.map((name) => `${name}: handlers.${name}`).join(', ');
  return [
    'var njsRequire = require;',
    'var modules = [];',
    'function requireFrom(table) {',
    '  return function (request) {',
    "    if (!Object.prototype.hasOwnProperty.call(table, request)) throw new Error(request + ' is not in the include step module');",
    '    return table[request];',
    '  };',
    '}',
    ...files.map(
      ({ file, requires }, index) =>
        `// ${path.relative(path.join(__dirname, '..', '..'), file)}\nmodules[${index}] = (function (module, require) {\n${fs.readFileSync(file, 'utf8')}\nreturn module.exports;\n})({ exports: {} }, requireFrom(${requireTable(requires)}));`,
    ),
    `var handlers = modules[${files.length - 1}];`,
    `export default { ${handlers} };`,
    '',
  ].join('\n');
}

/**
 * Writes the shell's include-step module into `stateDir` (run again whenever the site is updated).
 * @param {string} stateDir
 */
function writeIncludeStep(stateDir) {
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(path.join(stateDir, 'include-step.js'), includeStepModule());
}

module.exports = { includeStepModule, writeIncludeStep };
