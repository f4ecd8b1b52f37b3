require('@testing-library/jest-dom');

// Layout APIs jsdom does not implement; scrolling itself is checked in the browser suite.
// (Tests of Node code run without a window.)
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}
