import type { ReactNode } from 'react';
import { Component } from 'react';
import { RouteError } from '../RouteError.tsx';

interface Props {
  /** The page's address: a new one clears the error, so the player can navigate away from it. */
  resetKey: string;
  children: ReactNode;
}

/** A page that threw or whose chunk failed to load shows RouteError instead of a blank screen. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
