// Why a product page has no product: an id that names none, or a failed call worth retrying.
import { Alert } from '../../../components/ui/alert';
import { errorStatus } from '../../../lib/api-error';

export function ProductLoadError({ error }: { error: unknown }) {
  const status = errorStatus(error);
  return (
    <Alert tone="error">
      {status === 404 || status === 400
        ? 'There is no product with this id.'
        : 'The product could not be loaded. Please try again.'}
    </Alert>
  );
}
