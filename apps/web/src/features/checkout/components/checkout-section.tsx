// One of the checkout's cards on the left: a heading, a line saying what it is for, and its form.
import type { ReactNode } from 'react';

export function CheckoutSection({
  id,
  title,
  intro,
  children,
}: {
  /** Names the heading, which labels the section. */
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mb-5 mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
