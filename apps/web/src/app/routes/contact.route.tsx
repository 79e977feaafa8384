// /contact: address, phone, e-mail and office hours, the grievance officer, and the form that sends
// the shop a message.
import { PageContainer, PageHeading } from '../../components/ui/page';
import { contactPage } from '../../config/site-pages';
import { useBusiness } from '../../features/business/business-api';
import { ContactForm } from '../../features/enquiries/components/contact-form';
import { usePageTitle } from '../../lib/use-page-title';
import { OfficeAddress } from '../layout/office-address';

/** The Consumer Protection (E-Commerce) Rules 2020 ask a shop to name who handles complaints. */
function GrievanceOfficer() {
  const business = useBusiness();
  if (!business) return null;
  const officer = business.grievanceOfficer;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">Grievance officer</h2>
      <p className="mt-2 text-sm text-slate-600">
        For complaints about an order, a workshop or your personal data, we answer within 48 hours.
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Name</dt>
          <dd className="font-semibold text-slate-900">{officer.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">E-mail</dt>
          <dd>
            <a
              className="font-semibold text-primary hover:underline"
              href={`mailto:${officer.email}`}
            >
              {officer.email}
            </a>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Phone</dt>
          <dd>
            <a
              className="font-semibold text-primary hover:underline"
              href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}
            >
              {officer.phone}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        {business.legalName}, {business.address}
      </p>
    </div>
  );
}

export default function ContactRoute() {
  usePageTitle('Contact Us');
  return (
    <PageContainer>
      <PageHeading eyebrow="Get in touch" title={contactPage.heading} intro={contactPage.intro} />
      <div className="mt-10 grid gap-10 lg:grid-cols-5">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <h2 className="mb-6 text-xl font-bold text-slate-900">Send us a message</h2>
          <ContactForm />
        </div>
        <aside className="space-y-6 lg:col-span-2">
          <div className="rounded-2xl bg-primary p-6 text-white sm:p-8">
            <h2 className="text-xl font-bold">Our office</h2>
            <OfficeAddress className="mt-4 space-y-4 text-indigo-100" gap="gap-3" />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-xl font-bold text-slate-900">Office hours</h2>
            <dl className="mt-4 space-y-3">
              {contactPage.officeHours.map((slot) => (
                <div key={slot.days} className="flex justify-between gap-4 text-sm">
                  <dt className="text-slate-600">{slot.days}</dt>
                  <dd className="font-semibold text-slate-900">{slot.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
          <GrievanceOfficer />
        </aside>
      </div>
    </PageContainer>
  );
}
