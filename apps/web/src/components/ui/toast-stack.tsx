// The toasts shown, stacked at the top of the screen under the sticky header (at the right on a wide
// screen), where they cover no form field being filled in; when the field in focus is there, they go
// to the bottom instead. Loaded apart from the page shell (see toaster.tsx).
import { useLayoutEffect, useRef } from 'react';
import type { Toast } from '../../lib/toast-slice';
import ToastItem from './toast-item';

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

export default function ToastStack({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}) {
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
    <ol
      ref={stack}
      className="pointer-events-none fixed right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ol>
  );
}
