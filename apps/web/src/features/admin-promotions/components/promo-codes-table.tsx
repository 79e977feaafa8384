// Every promo code with what it gives, its uses against its limit, its window and where it stands.
import { formatRupees } from '@kaushal/shared/money';
import type { PromoCode, PromoCodeStatus } from '@kaushal/shared/promo';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatStart } from '../../../lib/ist-time';

const statusBadges: Record<PromoCodeStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  scheduled: { label: 'Scheduled', tone: 'purple' },
  expired: { label: 'Expired', tone: 'neutral' },
  'used-up': { label: 'Used up', tone: 'accent' },
  inactive: { label: 'Inactive', tone: 'danger' },
};

function discountOf(code: PromoCode): string {
  if (code.type === 'fixed') return `${formatRupees(code.value)} off`;
  const cap = code.maxDiscount === null ? '' : ` (up to ${formatRupees(code.maxDiscount)})`;
  return `${code.value}% off${cap}`;
}

function windowOf(code: PromoCode): string {
  if (!code.startsAt && !code.endsAt) return 'Always';
  const from = code.startsAt ? `From ${formatStart(code.startsAt)}` : '';
  const to = code.endsAt ? `until ${formatStart(code.endsAt)}` : '';
  return [from, to].filter(Boolean).join(' ');
}

export function PromoCodesTable({
  codes,
  onEdit,
}: {
  codes: PromoCode[];
  onEdit: (code: PromoCode) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Promo codes</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Code
            </th>
            <th scope="col" className="px-4 py-3">
              Discount
            </th>
            <th scope="col" className="px-4 py-3">
              Uses
            </th>
            <th scope="col" className="px-4 py-3">
              Valid
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {codes.map((code) => {
            const status = statusBadges[code.status];
            return (
              <tr key={code.id}>
                <th scope="row" className="px-4 py-3 font-mono font-semibold text-slate-900">
                  {code.code}
                </th>
                <td className="px-4 py-3">
                  {discountOf(code)}
                  {code.minOrderAmount !== null && (
                    <span className="block text-xs text-slate-500">
                      Minimum order {formatRupees(code.minOrderAmount)}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">
                  {code.maxUses === null ? code.uses : `${code.uses} / ${code.maxUses}`}
                </td>
                <td className="px-4 py-3">{windowOf(code)}</td>
                <td className="px-4 py-3">
                  <Badge tone={status.tone}>{status.label}</Badge>
                </td>
                <td className="px-4 py-3 text-right">
                  <Button variant="ghost" size="sm" onClick={() => onEdit(code)}>
                    Edit<span className="sr-only"> {code.code}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
