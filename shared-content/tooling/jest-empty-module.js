// @ts-check
module.exports = {};
