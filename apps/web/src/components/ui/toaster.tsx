// The toasts' live region. It is part of the page from the start, so screen readers announce what is
// added to it; the toasts' own code (toast-stack.tsx: where they go, how they look) is fetched once the
// browser is idle after the first paint, so it is there before a toast is needed (even when the
// network drops later) without weighing on the first download.
import { lazy, Suspense, useEffect } from 'react';
import type { Toast } from '../../lib/toast-slice';

const loadToastStack = () => import('./toast-stack');
const ToastStack = lazy(loadToastStack);

export function Toaster({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}) {
  useEffect(() => {
    const load = () => void loadToastStack();
    // Safari has no requestIdleCallback: a moment after the first paint does as well there.
    if ('requestIdleCallback' in window) requestIdleCallback(load);
    else setTimeout(load, 200);
  }, []);
  return (
    <section aria-label="Notifications" aria-live="polite">
      <Suspense>
        <ToastStack toasts={toasts} onDismiss={onDismiss} />
      </Suspense>
    </section>
  );
}
