// Small status and count labels.
import { clsx } from 'clsx/lite';
import type { ReactNode } from 'react';

export type BadgeTone = 'primary' | 'accent' | 'success' | 'danger' | 'neutral' | 'purple';

const tones: Record<BadgeTone, string> = {
  primary: 'bg-indigo-100 text-indigo-800',
  accent: 'bg-amber-100 text-amber-900',
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-100 text-red-800',
  neutral: 'bg-slate-100 text-slate-700',
  purple: 'bg-purple-100 text-purple-800',
};

export function Badge({ tone = 'primary', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
