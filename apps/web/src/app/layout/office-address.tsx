// The office's postal address, phone and e-mail as links, shown in the footer and on /contact.
import { clsx } from 'clsx/lite';
import { contactIcons } from '../../components/ui/contact-icons';
import { SvgIcon } from '../../components/ui/icon';
import { contact } from '../../config/site-pages';

export function OfficeAddress({ className, gap }: { className: string; gap: 'gap-2' | 'gap-3' }) {
  return (
    <address className={clsx('not-italic', className)}>
      <p className={clsx('flex', gap)}>
        <SvgIcon path={contactIcons.mapPin} className="mt-0.5 size-5 shrink-0 text-accent" />
        <span>
          {contact.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </p>
      <a href={contact.phone.href} className={clsx('flex', gap, 'hover:text-white')}>
        <SvgIcon path={contactIcons.phone} className="size-5 shrink-0 text-accent" />
        {contact.phone.display}
      </a>
      <a href={contact.email.href} className={clsx('flex', gap, 'hover:text-white')}>
        <SvgIcon path={contactIcons.mail} className="size-5 shrink-0 text-accent" />
        {contact.email.display}
      </a>
    </address>
  );
}
