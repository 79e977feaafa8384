// How often one client address may try seat links: plenty for a person claiming their seat, too few to
// guess tokens.
import type { RateLimitRule } from '../../lib/rate-limiter';

export const SEAT_CLAIM_PER_IP: RateLimitRule = {
  name: 'seat-claim-ip',
  limit: 20,
  windowMs: 15 * 60_000,
};
