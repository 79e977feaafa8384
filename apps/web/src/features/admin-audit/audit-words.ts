// An audit entry as a sentence an admin reads at a glance: the thing changed, the change in the shop's
// words and who made it ("Order #12: status changed from Pending to Confirmed by Asha Verma").
import type { AuditEntry } from '@kaushal/shared/audit';
import { auditChanges, valueText } from './audit-changes';

/** How the admin console names the statuses an entry may record, as its order dropdowns do. */
export interface StatusWords {
  orderStatus: Readonly<Record<string, string>>;
  paymentStatus: Readonly<Record<string, string>>;
}

/** Fields named as their forms label them; any other is written out from its key. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  fullDescription: 'full description',
  discountPercentage: 'discount',
  discountPrice: 'selling price',
  stock: 'seats',
  thumbnail: 'picture',
  images: 'pictures',
  productDetails: 'details',
  whyEnroll: 'reasons to enrol',
  capacity: 'seats',
  enrolmentClosesAt: 'enrolment deadline',
  joiningLink: 'joining link',
  attendancePercentRequired: 'attendance needed for a certificate',
  deleted: 'withdrawn',
  maxUses: 'uses allowed',
  maxDiscount: 'largest discount',
  startsAt: 'start',
  endsAt: 'end',
};

/** Bookkeeping that changes with every edit: not a change an admin made. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', 'href', 'breadcrumbs', 'nextBatch']);

const ROLE_WORDS: Readonly<Record<string, string>> = { user: 'Customer', admin: 'Admin' };

/** What a refund decision did, by the refund's status after it. */
const REFUND_WORDS: Readonly<Record<string, string>> = {
  rejected: 'refund request rejected',
  processing: 'refund approved',
  processed: 'refund approved and paid back',
  failed: 'refund approved; paying it back failed',
};

const fieldWord = (field: string) =>
  FIELD_WORDS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** "a, b and c". */
const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The thing an entry is about, by its name where the entry records one. */
function thingOf(entry: AuditEntry): string {
  const fields = { ...fieldsOf(entry.before), ...fieldsOf(entry.after) };
  const named = (kind: string, key: string) => {
    const name = fields[key];
    return typeof name === 'string' && name
      ? `${kind} “${name}” (#${entry.entityId})`
      : `${kind} #${entry.entityId}`;
  };
  switch (entry.entityType) {
    case 'order':
      return `Order #${entry.entityId}`;
    case 'product':
      return named('Workshop', 'title');
    case 'batch':
      return named('Batch', 'name');
    case 'promo_code':
      return typeof fields.code === 'string'
        ? `Promo code ${fields.code}`
        : `Promo code #${entry.entityId}`;
    case 'user':
      return `Account #${entry.entityId}`;
    case 'enrolment':
      return `Seat #${entry.entityId}`;
    case 'material':
      return named('Material', 'title');
    default:
      return `${entry.entityType} #${entry.entityId}`;
  }
}

/** What was done, after the thing's name. */
function changeOf(entry: AuditEntry, words: StatusWords): string {
  const [was, now] = [fieldsOf(entry.before), fieldsOf(entry.after)];
  const from = (key: string, names: Readonly<Record<string, string>>) =>
    `from ${names[String(was[key])] ?? valueText(was[key])} to ${names[String(now[key])] ?? valueText(now[key])}`;
  const [, change = ''] = entry.action.split('.');
  switch (entry.action) {
    case 'order.status_change':
      return `: status changed ${from('status', words.orderStatus)}`;
    case 'order.payment_status_change':
      return `: payment changed ${from('paymentStatus', words.paymentStatus)}`;
    case 'refund.decision': {
      const note = typeof now.note === 'string' && now.note ? ` (“${now.note}”)` : '';
      return `: ${REFUND_WORDS[String(now.refund)] ?? `refund ${valueText(now.refund)}`}${note}`;
    }
    case 'user.role_change':
      return `: role changed ${from('role', ROLE_WORDS)}`;
    case 'attendance.mark':
      return `: marked ${now.present ? 'present' : 'absent'} at session ${Number(now.session) + 1} of batch #${valueText(now.batchId)}`;
    case 'certificates.issue': {
      const count = Array.isArray(now.certificates) ? now.certificates.length : 0;
      return `: ${count === 1 ? '1 certificate' : `${count} certificates`} issued`;
    }
    case 'material.create':
      return ` added to batch #${valueText(now.batchId)}`;
    case 'material.delete':
      return ` removed from batch #${valueText(was.batchId)}`;
    case 'product.delete':
      return ' withdrawn from the shop';
    case 'product.restore':
      return ' offered again';
  }
  if (change === 'create') return ' created';
  if (change === 'update') {
    const changed = auditChanges(entry.before, entry.after).filter(
      ({ field }) => !BOOKKEEPING.has(field),
    );
    const [only] = changed;
    if (changed.length === 1 && only) {
      return `: ${fieldWord(only.field)} changed from ${only.before} to ${only.after}`;
    }
    return changed.length === 0
      ? ' saved unchanged'
      : `: ${listed(changed.map(({ field }) => fieldWord(field)))} changed`;
  }
  return `: ${entry.action}`;
}

/** The entry as one sentence, naming the admin by name (their e-mail when their account has none). */
export function auditSentence(entry: AuditEntry, words: StatusWords): string {
  return `${thingOf(entry)}${changeOf(entry, words)} by ${entry.actorName ?? entry.actorEmail}`;
}
