// Page frame and heading so every screen shares the same width, spacing and type scale.
import { clsx } from 'clsx/lite';
import type { ReactNode } from 'react';

export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={clsx('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8', className)}
    >
      {children}
    </div>
  );
}

export function PageHeading({
  eyebrow,
  title,
  intro,
  as: Heading = 'h1',
  center = false,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  as?: 'h1' | 'h2';
  center?: boolean;
}) {
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
      )}
      <Heading className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </Heading>
      {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}
