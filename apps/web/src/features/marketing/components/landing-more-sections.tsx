// The landing page below the fold: feature blurbs and ISO note, mentors, partner logos, gallery,
// testimonials and FAQs. It is its own chunk, fetched as the visitor scrolls towards it, so the
// first screen downloads less.
import { useEffect } from 'react';
import { Accordion } from '../../../components/ui/accordion';
import { sectionHeadings } from '../../../config/site';
import { landingFaqs } from '../../../config/site-sections';
import { landingSectionClasses } from '../landing-layout';
import { FeaturesSection } from './features-section';
import { GallerySection } from './gallery-section';
import { MentorsGrid } from './mentors-grid';
import { PartnersMarquee } from './partners-marquee';
import { SectionHeading } from './section-heading';
import { TestimonialsSection } from './testimonials-section';

export default function LandingMoreSections({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <>
      <FeaturesSection />
      <section id="mentors" aria-labelledby="mentors-title" className={landingSectionClasses}>
        <SectionHeading
          id="mentors-title"
          eyebrow="Mentors"
          title={sectionHeadings.mentors}
          intro="Practitioners with 2 to 15 years of experience, alumni of top institutes."
        />
        <div className="mt-10">
          <MentorsGrid />
        </div>
      </section>
      <PartnersMarquee />
      <GallerySection />
      <TestimonialsSection />
      <section id="faqs" aria-labelledby="faqs-title" className={landingSectionClasses}>
        <SectionHeading id="faqs-title" eyebrow="FAQs" title={sectionHeadings.faqs} />
        <div className="mx-auto mt-10 max-w-3xl">
          <Accordion items={landingFaqs} />
        </div>
      </section>
    </>
  );
}
