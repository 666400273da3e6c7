import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** Catches a modal that fails to render so the queue can mark it failed (status 3) and move on. */
export class ModalErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Failures are logged only (spec §8); the queue moves on to the next modal.
    console.error('Modal failed to render', error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
