// The amount payable and the GST inside it, as the bag, the checkout and an order show it: the
// taxable value, CGST + SGST within the shop's state or IGST for another, and the total (prices
// include GST). It takes only the figures, so a bag's summary and a placed order both fit.
import { formatRupeesAndPaise, type Tax } from '@kaushal/shared/tax';

function Row({ label, amount, testId }: { label: string; amount: string; testId: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900" data-testid={testId}>
        {amount}
      </dd>
    </div>
  );
}

/**
 * `discount` is in rupees, taken off before the tax; a line shows only when there is one, naming the
 * promo code it came from when given.
 */
export function PayableBreakdown({
  discount,
  promoCode,
  tax,
}: {
  discount: number;
  promoCode?: string | null | undefined;
  tax: Tax;
}) {
  const halfRate = tax.ratePercent / 2;
  return (
    <>
      <dl className="space-y-3 text-sm">
        {discount > 0 && (
          <Row
            label={promoCode ? `Promo code ${promoCode}` : 'Discount'}
            amount={`−${formatRupeesAndPaise(discount)}`}
            testId="discount"
          />
        )}
        <Row label="Taxable value" amount={formatRupeesAndPaise(tax.taxable)} testId="taxable" />
        {tax.intraState ? (
          <>
            <Row
              label={`CGST ${halfRate} %`}
              amount={formatRupeesAndPaise(tax.cgst)}
              testId="cgst"
            />
            <Row
              label={`SGST ${halfRate} %`}
              amount={formatRupeesAndPaise(tax.sgst)}
              testId="sgst"
            />
          </>
        ) : (
          <Row
            label={`IGST ${tax.ratePercent} %`}
            amount={formatRupeesAndPaise(tax.igst)}
            testId="igst"
          />
        )}
      </dl>
      <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-base font-bold text-slate-900">
        <span>Total payable</span>
        <span>
          <span data-testid="total-payable">{formatRupeesAndPaise(tax.total)}</span>{' '}
          <span className="text-sm font-medium text-slate-600">(incl. GST)</span>
        </span>
      </p>
    </>
  );
}
