// Node code that runs what a build wrote (shared-content's data, a page's server bundle) asks for it here, so a
// missing build reads as the command that makes it, not as a stack of module paths.

/**
 * `require(request)`; when what it needs under `built` (the build's folder or file) is missing, an error saying `hint`.
 * @param {string} request  a package path or an absolute file
 * @param {string} built
 * @param {string} hint
 * @returns {any}
 */
function requireBuilt(request, built, hint) {
  try {
    return require(request);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'MODULE_NOT_FOUND' && String(error).includes(built)) throw new Error(hint, { cause: error });
    throw error;
  }
}

module.exports = { requireBuilt };
