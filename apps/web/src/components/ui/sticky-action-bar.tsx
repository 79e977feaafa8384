// A bar fixed to the foot of a phone's screen with an amount and its action, shown while the page's
// own button is out of view (below the `lg` breakpoint only; wider screens keep that button in sight).
// While it is mounted the page ends with room of the bar's height, so the bar never covers the
// footer's last line.
import { useEffect, type ReactNode } from 'react';

const ROOM = ['pb-20', 'lg:pb-0'];

export function StickyActionBar({
  shown,
  label,
  children,
}: {
  shown: boolean;
  /** Names the bar for assistive technology, e.g. "Pay for this order". */
  label: string;
  /** The amount and the button. */
  children: ReactNode;
}) {
  useEffect(() => {
    document.body.classList.add(...ROOM);
    return () => document.body.classList.remove(...ROOM);
  }, []);
  if (!shown) return null;
  return (
    <div
      role="region"
      aria-label={label}
      data-testid="sticky-action-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">{children}</div>
    </div>
  );
}
