// /faqSection: the standalone FAQ topics in an accordion.
import { paths } from '@kaushal/shared/routes';
import { Accordion } from '../../components/ui/accordion';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { standaloneFaqs } from '../../config/site-sections';
import { usePageTitle } from '../../lib/use-page-title';

export default function FaqRoute() {
  usePageTitle('FAQs');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading
        eyebrow="FAQs"
        title="Frequently Asked Questions"
        intro="Everything about our workshops, timings and payments."
      />
      <div className="mt-10">
        <Accordion items={standaloneFaqs} headingLevel="h2" />
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
