// A centred message for a list with nothing in it, with the one action that helps.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

export function EmptyState({
  icon,
  title,
  message,
  action,
}: {
  icon: IconName;
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Icon name={icon} className="mx-auto size-12 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{message}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}
