// Questions and answers with at most one answer open; activating the open one closes it (docs/product.md §2.3).
import { clsx } from 'clsx/lite';
import { useId, useState } from 'react';
import type { Faq } from '../../config/site';
import { Icon } from './icon';

export function Accordion({
  items,
  headingLevel: Heading = 'h3',
}: {
  items: readonly Faq[];
  /** h2 on a page of its own (under the h1), h3 in a section of a longer page. */
  headingLevel?: 'h2' | 'h3';
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 sm:px-6"
              >
                {item.question}
                <Icon
                  name="chevron-down"
                  className={clsx(
                    'size-5 shrink-0 text-primary transition-transform',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-600 sm:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
