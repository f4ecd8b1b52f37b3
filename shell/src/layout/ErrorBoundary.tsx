import { Component, type ReactNode } from 'react';

interface Props {
  /** Reports the error (the visitor sees only the fallback). */
  onError: (error: unknown) => void;
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps an error in one part of the site (a page, or the whole app) from leaving a blank screen. */
export default class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
