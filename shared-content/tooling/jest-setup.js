// jest-dom's matchers (what its main entry registers; that entry's types declare no module, so a checked require fails).
expect.extend(require('@testing-library/jest-dom/matchers'));

// Layout APIs jsdom does not implement; scrolling itself is checked in the browser suite.
// (Tests of Node code run without a window.)
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}
