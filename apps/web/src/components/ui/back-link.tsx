// The 'Go back' link that product pages show above their content.
import { Link } from 'react-router';
import { Icon } from './icon';

export function BackLink({ to, label = 'Go back' }: { to: string; label?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-primary hover:text-primary-dark hover:underline"
    >
      <Icon name="chevron-left" className="size-4" />
      {label}
    </Link>
  );
}
