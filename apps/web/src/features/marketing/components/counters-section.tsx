// 'Why choose us': the counters count up once they scroll into view (docs/product.md §2.3), unless motion is reduced.
import { groupIndian } from '@kaushal/shared/money';
import { useEffect, useState } from 'react';
import { counters, sectionHeadings, type Counter } from '../../../config/site';
import { useInView } from '../../../lib/use-in-view';
import { useReducedMotion } from '../../../lib/use-media-query';

const COUNT_DURATION_MS = 1600;

function AnimatedCounter({ counter, run }: { counter: Counter; run: boolean }) {
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (!run || reducedMotion) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNT_DURATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(counter.value * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [run, reducedMotion, counter.value]);

  const value = reducedMotion ? counter.value : shown;
  const final = `${groupIndian(counter.value)}${counter.suffix}`;
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <dt className="order-2 mt-2 text-sm font-medium uppercase tracking-wide text-slate-600">
        {counter.label}
      </dt>
      <dd className="text-4xl font-extrabold text-primary sm:text-5xl">
        {/* Screen readers get the final figure, not every intermediate one. */}
        <span aria-hidden="true" className="tabular-nums">
          {groupIndian(value)}
          {counter.suffix}
        </span>
        <span className="sr-only">{final}</span>
      </dd>
    </div>
  );
}

export function CountersSection() {
  const { ref, inView } = useInView<HTMLDListElement>();
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {sectionHeadings.whyChooseUs}
      </h2>
      <dl ref={ref} className="mt-10 grid gap-6 sm:grid-cols-3">
        {counters.map((counter) => (
          <AnimatedCounter key={counter.label} counter={counter} run={inView} />
        ))}
      </dl>
    </section>
  );
}
