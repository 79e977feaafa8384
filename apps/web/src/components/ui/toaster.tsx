// Toasts stacked at the top of the screen, under the sticky header (at the right on a wide screen), where
// they cover no form field being filled in; when the field in focus is there, they go to the bottom
// instead. The live region is part of the page from the start, so screen readers announce what is
// added to it; the toasts' own code is fetched once the browser is idle after the
// first paint, so it is there before a toast is needed (even when the network drops later) without
// weighing on the first download.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import type { Toast } from '../../lib/toast-slice';

const loadToastItem = () => import('./toast-item');
const ToastItem = lazy(loadToastItem);

const GAP_PX = 8;
// Room a toast takes (one or two lines of text), for the check against the focus.
const TOAST_HEIGHT_PX = 88;

/** The distance from the top of the screen at which toasts start, or null for the bottom. */
function toastTop(): number | null {
  const header = document.querySelector('body header');
  const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + GAP_PX;
  const focused = document.activeElement;
  if (!focused || focused === document.body) return top;
  const field = focused.getBoundingClientRect();
  return field.top < top + TOAST_HEIGHT_PX && field.bottom > top ? null : top;
}

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
  // Placed as a toast arrives, before it is painted; a stack in place stays there until it empties.
  const stack = useRef<HTMLOListElement>(null);
  const shown = toasts.length > 0;
  useLayoutEffect(() => {
    const list = stack.current;
    if (!shown || !list) return;
    const top = toastTop();
    list.style.top = top === null ? '' : `${top}px`;
    list.style.bottom = top === null ? '1rem' : '';
  }, [shown]);
  return (
    <section aria-label="Notifications" aria-live="polite">
      <ol
        ref={stack}
        className="pointer-events-none fixed right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        <Suspense>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
