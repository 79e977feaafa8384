// The sentence under a form that binds its sender to the shop's terms, with links to them.
import { paths } from '@kaushal/shared/routes';
import { Link } from 'react-router';
import { legalTitles } from '../../config/legal-titles';

const linkClass = 'font-medium text-primary underline hover:no-underline';

/** `action`: what the visitor does ("creating an account"); `also`: the policy named with the terms. */
export function LegalAgreement({
  action,
  also,
}: {
  action: string;
  also: 'privacy' | 'refundPolicy';
}) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      By {action} you agree to the{' '}
      <Link to={paths.terms()} className={linkClass}>
        {legalTitles.terms}
      </Link>{' '}
      and the{' '}
      <Link to={paths[also]()} className={linkClass}>
        {legalTitles[also]}
      </Link>
      .
    </p>
  );
}
