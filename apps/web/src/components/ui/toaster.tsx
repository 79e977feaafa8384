// Toasts stacked bottom-left; each removes itself after its time-out and can be dismissed early.
import { clsx } from 'clsx/lite';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, type Toast } from '../../lib/toast-slice';
import { Icon } from './icon';

const variants = {
  info: { box: 'border-indigo-200 bg-white', icon: 'info', iconColour: 'text-primary' },
  success: { box: 'border-green-200 bg-white', icon: 'check', iconColour: 'text-green-600' },
  error: { box: 'border-red-200 bg-white', icon: 'alert', iconColour: 'text-red-600' },
} as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const style = variants[toast.variant];
  return (
    <li
      data-variant={toast.variant}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg animate-toast-in',
        style.box,
      )}
    >
      <Icon name={style.icon} className={clsx('mt-0.5 size-5 shrink-0', style.iconColour)} />
      <p className="flex-1 text-sm font-medium text-slate-800">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="rounded text-slate-500 hover:text-slate-800"
      >
        <Icon name="close" className="size-4" />
        <span className="sr-only">Dismiss</span>
      </button>
    </li>
  );
}

export function Toaster({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}) {
  return (
    <section aria-label="Notifications" aria-live="polite">
      <ol className="pointer-events-none fixed bottom-4 left-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}
