module.exports = require('shared-content/tooling/jest').createJestConfig(__dirname);
