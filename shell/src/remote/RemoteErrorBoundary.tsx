import { Component, type ReactNode } from 'react';

interface Props {
  remote: string;
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps an error inside a remote page from taking down the navbar, footer and other pages. */
export default class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[shell] The "${this.props.remote}" page failed while rendering:`, error);
  }

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
