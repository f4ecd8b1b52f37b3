// A host's signing key (the preview key, the form stamp key): 32 random bytes, base64, in a file readable by
// its owner only (mode 0600), created by the first process that needs it: written whole beside it, then linked
// in place (fails if one is there), so two processes starting at once agree and none reads a half-written key.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * The key in `file`, created there when there is none.
 * @param {string} file
 * @param {string} what  the key's name, for the message when the file holds none
 * @returns {Buffer}
 */
function keyFromFile(file, what) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const written = `${file}.${process.pid}`;
    fs.writeFileSync(written, crypto.randomBytes(32).toString('base64'), { mode: 0o600 });
    try {
      fs.linkSync(written, file);
    } finally {
      fs.rmSync(written, { force: true });
    }
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length < 32) throw new Error(`${file} holds no ${what}: delete it, and the next start makes one`);
  return key;
}

module.exports = { keyFromFile };
