// "Request refund" on a paid order: a dialog asks for the reason (required), sends it, and closes once
// the order shows the request; a refusal (the window closed meanwhile) is shown in the dialog.
import { useState, type FormEvent } from 'react';
import { REFUND_WINDOW_DAYS } from '@kaushal/shared/constants';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { formatStart } from '../../../lib/ist-time';
import { useRequestRefundMutation } from '../orders-api';

const REASON_MAX = 1000;

export function RefundRequest({ orderId, deadline }: { orderId: string; deadline: Date }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [requestRefund, { isLoading, error, reset }] = useRequestRefundMutation();

  const close = () => {
    setOpen(false);
    setMissing(false);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    const result = await requestRefund({ id: orderId, reason: reason.trim() });
    if (result.error) return;
    setReason('');
    close();
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Request refund
      </Button>
      <Dialog open={open} onClose={close} title={`Request a refund for order #${orderId}`}>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">
            Our {REFUND_WINDOW_DAYS}-day money-back guarantee returns the full amount to the way you
            paid. You can ask until {formatStart(deadline.toISOString())}, before your first
            session.
          </p>
          <TextAreaField
            label="Why do you want a refund?"
            name="reason"
            required
            maxLength={REASON_MAX}
            value={reason}
            error={missing ? 'Tell us why you want a refund' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {error && (
            <Alert tone="error">
              {errorMessage(error, 'Your request could not be sent. Please try again.')}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Sending request…' : 'Send request'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
