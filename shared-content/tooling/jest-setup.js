require('@testing-library/jest-dom');

// Layout APIs jsdom does not implement; scrolling itself is checked in the browser suite.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
