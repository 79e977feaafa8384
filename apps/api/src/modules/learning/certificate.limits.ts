// How often one client address may look certificate codes up (a page view counts twice: the page and
// its read): plenty for employers checking a few, too few to walk the code space.
import type { RateLimitRule } from '../../lib/rate-limiter';

export const CERTIFICATE_LOOKUP_PER_IP: RateLimitRule = {
  name: 'certificate-lookup-ip',
  limit: 120,
  windowMs: 15 * 60_000,
};
