// /terms, /privacy and /refund-policy: one chunk for the three legal pages, whose texts (with the
// business's details filled in) come from config/legal-pages.ts.
import { paths } from '@kaushal/shared/routes';
import { useLocation } from 'react-router';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { legalPages, legalUpdated } from '../../config/legal-pages';
import { legalTitles, type LegalPageName } from '../../config/legal-titles';
import { useBusiness } from '../../features/business/business-api';
import { usePageTitle } from '../../lib/use-page-title';

const pageAt: Record<string, LegalPageName> = {
  [paths.terms()]: 'terms',
  [paths.privacy()]: 'privacy',
  [paths.refundPolicy()]: 'refundPolicy',
};

export default function LegalRoute() {
  // The router matches in any case and with a trailing slash.
  const name =
    pageAt[
      useLocation()
        .pathname.toLowerCase()
        .replace(/(.)\/$/, '$1')
    ] ?? 'terms';
  usePageTitle(legalTitles[name]);
  const business = useBusiness();
  if (!business) return <Spinner />;
  const page = legalPages(business)[name];
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading eyebrow="Legal" title={page.title} intro={page.intro} />
      <p className="mt-4 text-sm text-slate-600">Last updated {legalUpdated}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </PageContainer>
  );
}
