// A loading indicator that screen readers announce.
import { clsx } from 'clsx/lite';

export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={clsx('flex items-center justify-center gap-3 py-12', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-primary"
      />
      <span className="text-sm text-slate-600">{label}</span>
    </div>
  );
}
