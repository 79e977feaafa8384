// The site footer: sign-up call to action (for visitors only), office address, phone, e-mail, social
// links, copyright, and the business's legal name, GSTIN and legal pages.
import { paths } from '@kaushal/shared/routes';
import { clsx } from 'clsx/lite';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Icon, SvgIcon } from '../../components/ui/icon';
import { useAuth } from '../../features/auth/auth-api';
import { useBusiness } from '../../features/business/business-api';
import { brand, type SocialIcon } from '../../config/site';
import { legalTitles } from '../../config/legal-titles';
import { copyright, footerCta, socials } from '../../config/site-pages';
import { OfficeAddress } from './office-address';

const socialIcons: Record<SocialIcon, string> = {
  linkedin:
    'M4 4h16v16H4zM8 10v6M8 7.5v.01M11.5 16v-6M11.5 12.5c0-1.5 1-2.5 2.3-2.5S16 11 16 12.5V16',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5v.01',
};

const footerLinks = [
  { label: 'All Workshops', to: paths.viewAllProducts() },
  { label: 'About Us', to: paths.about() },
  { label: 'Mentors', to: paths.mentors() },
  { label: 'FAQs', to: paths.faq() },
  { label: 'Contact Us', to: paths.contact() },
];

const legalLinks = [
  { label: legalTitles.terms, to: paths.terms() },
  { label: legalTitles.privacy, to: paths.privacy() },
  { label: legalTitles.refundPolicy, to: paths.refundPolicy() },
];

/** Sits half over the footer's top edge. */
function SignUpBanner() {
  return (
    <section className="-translate-y-1/2 rounded-2xl bg-primary px-6 py-8 text-white shadow-xl sm:flex sm:items-center sm:justify-between sm:gap-8 sm:px-10">
      <div>
        <h2 className="text-2xl font-bold">{footerCta.heading}</h2>
        <p className="mt-2 max-w-xl text-indigo-100">{footerCta.text}</p>
      </div>
      <ButtonLink to={paths.signup()} variant="accent" size="lg" className="mt-6 shrink-0 sm:mt-0">
        {footerCta.buttonLabel}
        <Icon name="arrow-right" className="size-5" />
      </ButtonLink>
    </section>
  );
}

export default function Footer() {
  const { user, checked } = useAuth();
  // Only someone known to be signed out is asked to sign up.
  const showSignUp = checked && !user;
  const business = useBusiness();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {showSignUp && <SignUpBanner />}

        <div
          className={clsx(
            'grid gap-10 pb-12 sm:grid-cols-2 lg:grid-cols-4',
            !showSignUp && 'pt-12',
          )}
        >
          <div className="lg:col-span-2">
            <p className="text-xl font-bold text-white">{brand.name}</p>
            <p className="mt-3 max-w-md text-sm leading-relaxed">{brand.description}</p>
            <ul className="mt-5 flex gap-3">
              {socials.map((social) => (
                <li key={social.icon}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-primary hover:text-white"
                  >
                    <SvgIcon path={socialIcons[social.icon]} className="size-5" />
                    <span className="sr-only">{social.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Footer">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Explore</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
            <OfficeAddress className="mt-4 space-y-3 text-sm" gap="gap-2" />
          </div>
        </div>
      </div>
      <div className="space-y-3 border-t border-slate-800 px-4 py-6 text-center text-sm text-slate-400">
        <nav aria-label="Legal">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The line keeps its height until the business arrives, so nothing below it moves. */}
        <p className="min-h-5">{business && `${business.legalName} · GSTIN ${business.gstin}`}</p>
        <p>{`© ${new Date().getFullYear()} ${copyright}`}</p>
      </div>
    </footer>
  );
}
