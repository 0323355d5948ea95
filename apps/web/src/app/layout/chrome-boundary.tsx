import { Component, type ReactNode } from 'react';

/**
 * Renders nothing when its children throw. The error page wraps the header and footer in it:
 * if the chrome itself caused the error, the page must still show its message.
 */
export class ChromeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
