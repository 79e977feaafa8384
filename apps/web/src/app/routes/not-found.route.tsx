// Any unknown path: the not-found page (docs/product.md §2.14).
import { paths } from '@kaushal/shared/routes';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page';
import { usePageTitle } from '../../lib/use-page-title';

export default function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <PageContainer className="max-w-2xl py-20 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        Sorry, we couldn&apos;t find the page you&apos;re looking for.
      </p>
      <ButtonLink to={paths.landing()} size="lg" className="mt-8">
        Go back home
      </ButtonLink>
    </PageContainer>
  );
}
