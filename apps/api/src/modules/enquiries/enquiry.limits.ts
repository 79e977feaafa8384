// How often the contact form may be sent: plenty for someone with a question, too few to use the
// shop's confirmation e-mail to flood a stranger's mailbox or to fill the admin's inbox.
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE = 60_000;

export const CONTACT_PER_IP: RateLimitRule = {
  name: 'contact-ip',
  limit: 10,
  windowMs: 60 * MINUTE,
};
/** Each message confirms to the address it names, so this caps the mails one address receives. */
export const CONTACT_PER_EMAIL: RateLimitRule = {
  name: 'contact-email',
  limit: 3,
  windowMs: 60 * MINUTE,
};
