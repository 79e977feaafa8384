// One toast: its icon, message and Dismiss button; it removes itself after its time-out. Loaded apart
// from the page shell (see toaster.tsx), so its code and icons do not count against the first download.
import { clsx } from 'clsx/lite';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, type Toast } from '../../lib/toast-slice';
import { Icon, SvgIcon } from './icon';

const variants = {
  info: {
    box: 'border-indigo-200 bg-white',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8v.01',
    iconColour: 'text-primary',
  },
  success: {
    box: 'border-green-200 bg-white',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l3 3 5-6',
    iconColour: 'text-green-600',
  },
  error: {
    box: 'border-red-200 bg-white',
    path: 'M12 3l9.5 17h-19zM12 10v4M12 17v.01',
    iconColour: 'text-red-600',
  },
} as const;

export default function ToastItem({
  toast,
  onDismiss,
}: {
  toast: Toast;
  onDismiss: (id: string) => void;
}) {
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
      <SvgIcon path={style.path} className={clsx('mt-0.5 size-5 shrink-0', style.iconColour)} />
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
