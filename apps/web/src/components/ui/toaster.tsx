// Toasts stacked bottom-left. The live region is part of the page from the start, so screen readers
// announce what is added to it; the toasts' own code is fetched once the browser is idle after the
// first paint, so it is there before a toast is needed (even when the network drops later) without
// weighing on the first download.
import { lazy, Suspense, useEffect } from 'react';
import type { Toast } from '../../lib/toast-slice';

const loadToastItem = () => import('./toast-item');
const ToastItem = lazy(loadToastItem);

export function Toaster({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}) {
  useEffect(() => {
    const load = () => void loadToastItem();
    // Safari has no requestIdleCallback: a moment after the first paint does as well there.
    if ('requestIdleCallback' in window) requestIdleCallback(load);
    else setTimeout(load, 200);
  }, []);
  return (
    <section aria-label="Notifications" aria-live="polite">
      <ol className="pointer-events-none fixed bottom-4 left-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
        <Suspense>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
