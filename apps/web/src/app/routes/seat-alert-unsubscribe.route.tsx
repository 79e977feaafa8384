// /seat-alerts/unsubscribe?token=…: the link in a seat-alert e-mail. It unsubscribes only when the
// button is pressed, never on opening: mail scanners open links on their own.
import { paths } from '@kaushal/shared/routes';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { useUnsubscribeSeatAlertMutation } from '../../features/catalogue/seat-alert-unsubscribe-api';
import { errorStatus } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

export default function SeatAlertUnsubscribeRoute() {
  usePageTitle('Stop seat alerts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeSeatAlertMutation();
  const unknown = token === '' || errorStatus(error) === 404;
  return (
    <PageContainer className="max-w-2xl">
      <PageHeading title="Stop seat alerts" />
      <div className="mt-8 space-y-6">
        {data ? (
          <Alert tone="success">
            {`You will no longer get an e-mail when seats open for ${data.workshop}.`}
          </Alert>
        ) : unknown ? (
          <Alert tone="error">
            This link is not valid or has already been used, so there is nothing to stop.
          </Alert>
        ) : (
          <>
            <p className="text-lg text-slate-700">
              Press the button to stop the e-mail we would send when seats open for this workshop.
            </p>
            <Button size="lg" disabled={isLoading} onClick={() => void unsubscribe(token)}>
              Stop seat alerts
            </Button>
            {error && (
              <Alert tone="error">
                Your alert could not be stopped just now. Please try again.
              </Alert>
            )}
          </>
        )}
        <ButtonLink to={paths.viewAllProducts()} variant="secondary">
          Browse all workshops
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
