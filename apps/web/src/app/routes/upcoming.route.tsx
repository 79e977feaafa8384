// Shopper pages that are not open yet (cart, checkout, orders, profile): a titled holding page.
import { ButtonLink } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page';
import { usePageTitle } from '../../lib/use-page-title';

export default function UpcomingRoute({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <PageContainer className="max-w-2xl py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">This page opens soon.</p>
      <ButtonLink to="/home" className="mt-8">
        Back to workshops
      </ButtonLink>
    </PageContainer>
  );
}
