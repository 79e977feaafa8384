// Admin pages that are not open yet; kept in their own chunk so shoppers never download admin code.
import { PageContainer } from '../../components/ui/page';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminUpcomingRoute({ title }: { title: string }) {
  usePageTitle(`Admin: ${title}`);
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">This admin page opens soon.</p>
    </PageContainer>
  );
}
