// The how-it-works team's journeys: run before each of its releases goes live (see shared-content/tooling/journeys.js).
const { callLinksDial, linksOpenTheirPages } = require('shared-content/tooling/journeys');

module.exports = { journeys: [callLinksDial, linksOpenTheirPages] };
