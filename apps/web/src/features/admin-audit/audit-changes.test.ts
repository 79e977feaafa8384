// What the audit page shows of an entry: only the fields that changed, written readably.
import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields whose values differ', () => {
    expect(
      auditChanges(
        { title: 'Excel', price: 2999, images: ['a.png'], deleted: false },
        { title: 'Excel', price: 3499, images: ['a.png', 'b.png'], deleted: false },
      ),
    ).toEqual([
      { field: 'price', before: '2999', after: '3499' },
      { field: 'images', before: '["a.png"]', after: '["a.png","b.png"]' },
    ]);
  });

  it('shows every field of a created entity against nothing', () => {
    expect(auditChanges(null, { role: 'admin' })).toEqual([
      { field: 'role', before: '—', after: 'admin' },
    ]);
  });

  it('cuts long values short', () => {
    const [change] = auditChanges({ text: '' }, { text: 'x'.repeat(500) });
    expect(change?.after).toHaveLength(120);
    expect(change?.after.endsWith('…')).toBe(true);
  });
});
