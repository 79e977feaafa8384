// How often one client address may look certificate codes up: plenty for employers checking a few, too
// few to walk the code space.
import type { RateLimitRule } from '../../lib/rate-limiter';

export const CERTIFICATE_LOOKUP_PER_IP: RateLimitRule = {
  name: 'certificate-lookup-ip',
  limit: 60,
  windowMs: 15 * 60_000,
};
