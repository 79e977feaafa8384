// Logged request lines keep their shape but lose secrets carried in the query string.
import { expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

it('masks tokens and e-mail addresses in logged URLs and keeps the rest', () => {
  expect(redactUrl('/reset-password?token=abc123&email=asha%40example.com')).toBe(
    '/reset-password?token=redacted&email=redacted',
  );
  expect(redactUrl('/api/products?_page=2&category=AI')).toBe('/api/products?_page=2&category=AI');
  expect(redactUrl('/api/health')).toBe('/api/health');
});
