module.exports = require('./tooling/jest').createJestConfig(__dirname);
