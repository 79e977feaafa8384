// Catches a render or chunk-download failure below it and shows "Something went wrong" with a Retry
// in its place, instead of React unmounting the whole page and leaving it blank.
import { Component, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { retryFailedChunks } from '../../lib/lazy-chunk';
import { usePageTitle } from '../../lib/use-page-title';

function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  usePageTitle('Something went wrong');
  return (
    <div className="px-4 py-24 text-center">
      {/* Screen-reader and keyboard users land on the news, not somewhere in the removed page. */}
      <h1
        ref={(heading) => heading?.focus()}
        tabIndex={-1}
        className="text-3xl font-bold text-slate-900"
      >
        Something went wrong
      </h1>
      <p className="my-6 text-slate-600">
        The page could not load. Check your connection and try again.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <ErrorScreen
        onRetry={() => {
          retryFailedChunks();
          this.setState({ failed: false });
        }}
      />
    ) : (
      this.props.children
    );
  }
}
