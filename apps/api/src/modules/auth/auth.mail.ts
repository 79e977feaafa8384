// The e-mails about an account: the welcome after sign-up, a password reset link and word that the
// password changed, and, while someone guesses at the password, the sign-in link and the warning.
import { plainName } from '@kaushal/shared';
import { formatIstTime, istDay } from '@kaushal/shared/ist';
import { paths } from '@kaushal/shared/routes';
import { renderMail, type MailBrand } from '../../lib/mail-layout';

/** "12 March 2026 at 14:05 IST". */
export const istMoment = (at: Date) => `${istDay(at)} at ${formatIstTime(at)} IST`;

const ACCOUNT_REASON =
  'You get this e-mail because it is about the Kaushal account of this address; we send it whatever your e-mail preferences.';

/** "Hello Asha," when the account's name is a plain name, else "Hello,". */
const greeting = (name: string | null) => {
  const plain = name === null ? undefined : plainName(name);
  return plain ? `Hello ${plain},` : 'Hello,';
};

export function welcomeMail(account: { email: string; name: string | null }, brand: MailBrand) {
  return renderMail(
    {
      to: account.email,
      subject: 'Welcome to Kaushal',
      blocks: [
        greeting(account.name),
        `Your Kaushal account for ${account.email} is ready. Browse our career-skill workshops, book a seat for yourself or for colleagues, and find everything you booked in My Learning: sessions, joining links, materials and, afterwards, your certificates.`,
        { button: 'Browse the workshops', href: `${brand.publicUrl}${paths.viewAllProducts()}` },
        'Every workshop comes with our 7-day money-back guarantee, up to its first session.',
        'If you did not sign up, reply to this e-mail and we will close the account.',
      ],
      reason: 'You get this e-mail because an account was created on Kaushal with this address.',
    },
    brand,
  );
}

export function passwordChangedMail(
  account: { email: string; name: string | null },
  at: Date,
  brand: MailBrand,
) {
  return renderMail(
    {
      to: account.email,
      subject: 'Your Kaushal password was changed',
      blocks: [
        greeting(account.name),
        `The password of your Kaushal account (${account.email}) was changed on ${istMoment(at)}. Every device that was signed in has been signed out.`,
        'If it was you, there is nothing more to do.',
        'If it was not you, choose a new password now with the link we e-mail you, and reply to this e-mail so we can help:',
        { button: 'Choose a new password', href: `${brand.publicUrl}${paths.forgotPassword()}` },
      ],
      reason: ACCOUNT_REASON,
    },
    brand,
  );
}

export function resetLinkMail(email: string, link: string, brand: MailBrand) {
  return renderMail(
    {
      to: email,
      subject: 'Reset your Kaushal password',
      blocks: [
        'Someone asked to reset the password of your Kaushal account.',
        'To choose a new password, open this link within the next hour:',
        { button: 'Choose a new password', href: link },
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      reason: ACCOUNT_REASON,
    },
    brand,
  );
}

export function signInLinkMail(
  attempt: { email: string; at: Date; address: string; link: string },
  brand: MailBrand,
) {
  return renderMail(
    {
      to: attempt.email,
      subject: 'Your Kaushal sign-in link',
      blocks: [
        `Someone entered the right password for your Kaushal account (${attempt.email}) on ${istMoment(attempt.at)}, from a device or network it has not signed in from before (address ${attempt.address}).`,
        'Your account has had many wrong passwords lately, so this sign-in also needs this link. If it was you, open it within 15 minutes on the device you are signing in on:',
        { button: 'Finish signing in', href: attempt.link },
        'If it was not you, do not open the link, and change your password: whoever tried knows it. Choose a new one here:',
        { button: 'Choose a new password', href: `${brand.publicUrl}${paths.forgotPassword()}` },
      ],
      reason: ACCOUNT_REASON,
    },
    brand,
  );
}

export function guessingWarningMail(
  warning: { email: string; failures: number; at: Date },
  brand: MailBrand,
) {
  return renderMail(
    {
      to: warning.email,
      subject: 'Someone is trying to guess your Kaushal password',
      blocks: [
        `Your Kaushal account (${warning.email}) has had ${warning.failures} or more wrong passwords within the last hour, up to ${istMoment(warning.at)}. It looks as though someone is trying to guess the password.`,
        'Your account is protected: while this goes on, signing in from a device or network you have not used with Kaushal before also needs a link that we e-mail to you, so a guessed password alone gets nobody in. Where you have signed in before, your password works as usual.',
        'If your password is short, easy to guess or used on other sites, change it now:',
        { button: 'Choose a new password', href: `${brand.publicUrl}${paths.forgotPassword()}` },
        'We will not e-mail you about this again for 24 hours.',
      ],
      reason: ACCOUNT_REASON,
    },
    brand,
  );
}
