// /campus: the campus is coming soon.
import { paths } from '@kaushal/shared/routes';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page';
import { brand, campus } from '../../config/site';
import { usePageTitle } from '../../lib/use-page-title';

export default function CampusRoute() {
  usePageTitle(campus.title);
  return (
    <PageContainer className="max-w-2xl text-center">
      <img src={brand.logoMark} alt="" width={64} height={64} className="mx-auto size-16" />
      <div className="mt-6">
        <Badge tone="accent">{campus.badge}</Badge>
      </div>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900">{campus.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{campus.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.signup()}>Sign up</ButtonLink>
        <ButtonLink to={paths.viewAllProducts()} variant="secondary">
          Browse workshops
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
