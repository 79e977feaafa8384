// A headed list of ticked points: a workshop's details and its reasons to enrol.
import { Icon } from '../../../components/ui/icon';

export function Checklist({
  heading,
  items,
  level: Heading = 'h3',
}: {
  heading: string;
  items: readonly string[];
  level?: 'h2' | 'h3';
}) {
  if (items.length === 0) return null;
  return (
    <section className="mt-6">
      <Heading className="text-base font-bold text-slate-900">{heading}</Heading>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-700">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-primary" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
