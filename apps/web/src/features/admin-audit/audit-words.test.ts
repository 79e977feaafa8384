// The audit trail's sentences: the thing, the change in the shop's words, and the admin by name.
import type { AuditEntry } from '@kaushal/shared/audit';
import { describe, expect, it } from 'vitest';
import { auditSentence, type StatusWords } from './audit-words';

const words: StatusWords = {
  orderStatus: { pending: 'Awaiting payment', delivered: 'Confirmed' },
  paymentStatus: { pending: 'Pending', received: 'Received' },
};

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  actorId: '3',
  actorEmail: 'asha@kaushal.example',
  actorName: 'Asha',
  action: 'order.status_change',
  entityType: 'order',
  entityId: '12',
  before: null,
  after: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

describe('auditSentence', () => {
  it('says an order status change in the words the admin console uses', () => {
    expect(
      auditSentence(
        entry({ before: { status: 'pending' }, after: { status: 'delivered' } }),
        words,
      ),
    ).toBe('Order #12: status changed from Awaiting payment to Confirmed by Asha');
    expect(
      auditSentence(
        entry({
          action: 'order.payment_status_change',
          before: { paymentStatus: 'pending' },
          after: { paymentStatus: 'received' },
        }),
        words,
      ),
    ).toBe('Order #12: payment changed from Pending to Received by Asha');
  });

  it('names a workshop by its title and says which fields an edit changed, leaving out bookkeeping', () => {
    const before = { title: 'Excel', price: 2999, stock: 20, updatedAt: 'a' };
    const edited = (change: object) =>
      auditSentence(
        entry({
          action: 'product.update',
          entityType: 'product',
          entityId: '5',
          before,
          after: { ...before, ...change, updatedAt: 'b' },
        }),
        words,
      );
    expect(edited({ price: 3499 })).toBe(
      'Workshop “Excel” (#5): price changed from 2999 to 3499 by Asha',
    );
    expect(edited({ price: 3499, stock: 30 })).toBe(
      'Workshop “Excel” (#5): price and seats changed by Asha',
    );
  });

  it('says refunds, roles and certificates in words, and names an admin without a name by e-mail', () => {
    expect(
      auditSentence(
        entry({
          action: 'refund.decision',
          before: { refund: 'requested' },
          after: { refund: 'rejected', note: 'After the first session' },
        }),
        words,
      ),
    ).toBe('Order #12: refund request rejected (“After the first session”) by Asha');
    expect(
      auditSentence(
        entry({
          action: 'user.role_change',
          entityType: 'user',
          entityId: '7',
          before: { role: 'user' },
          after: { role: 'admin' },
          actorName: null,
        }),
        words,
      ),
    ).toBe('Account #7: role changed from Customer to Admin by asha@kaushal.example');
    expect(
      auditSentence(
        entry({
          action: 'certificates.issue',
          entityType: 'batch',
          entityId: '4',
          after: { certificates: [{ code: 'A' }, { code: 'B' }] },
        }),
        words,
      ),
    ).toBe('Batch #4: 2 certificates issued by Asha');
  });
});
