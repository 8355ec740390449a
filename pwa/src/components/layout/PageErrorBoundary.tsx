import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '../ui/buttonStyles.ts';

interface State {
  error: Error | null;
}

/**
 * A screen that failed to load or render. The usual cause is a new deploy: the old page asks
 * for a chunk that no longer exists, and a reload fetches the new version. Keyed by the path in
 * the layout, so moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-700">This page could not be loaded. Please try again.</p>
        <p className="mt-2 font-mono text-xs text-slate-600">{this.state.error.message}</p>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
}
