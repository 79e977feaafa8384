// A workshop that could not be read: it does not exist, or the read failed and can be tried again.
import { paths } from '@kaushal/shared/routes';
import { Button, ButtonLink } from '../../../components/ui/button';

export function CourseLoadFailed({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {missing ? 'This workshop does not exist' : 'The workshop could not be loaded'}
      </h1>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!missing && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
        <ButtonLink to={paths.viewAllProducts()}>Browse all workshops</ButtonLink>
      </div>
    </div>
  );
}
