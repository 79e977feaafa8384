// /faqSection: the standalone FAQ topics in an accordion, their figures (workshops offered, session
// lengths, payment methods) read from the catalogue and the shop's settings, so they stay true.
import { paths } from '@kaushal/shared/routes';
import { Accordion } from '../../components/ui/accordion';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { standaloneFaqs } from '../../config/site-sections';
import { useBusiness } from '../../features/business/business-api';
import { useGetCatalogueFactsQuery } from '../../features/catalogue/catalogue-facts-api';
import { usePageTitle } from '../../lib/use-page-title';

export default function FaqRoute() {
  usePageTitle('FAQs');
  const business = useBusiness();
  // Until the figures arrive (or if they cannot), the answers say what holds without them.
  const { data: catalogue, isLoading } = useGetCatalogueFactsQuery();
  const faqs = standaloneFaqs({ ...catalogue, paymentMethods: business?.paymentMethods });
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading
        eyebrow="FAQs"
        title="Frequently Asked Questions"
        intro="Everything about our workshops, timings and payments."
      />
      <div className="mt-10">
        {isLoading ? (
          <Spinner label="Loading the answers…" />
        ) : (
          <Accordion items={faqs} headingLevel="h2" />
        )}
      </div>
      <div className="mt-10 rounded-2xl bg-indigo-50 p-6 text-center">
        <p className="font-semibold text-slate-900">Still have a question?</p>
        <ButtonLink to={paths.contact()} className="mt-4">
          Contact Us
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
