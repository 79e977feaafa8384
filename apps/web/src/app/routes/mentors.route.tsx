// /mentors: the mentors, with 2 to 15 years of experience and alumni of top institutes.
import { PageContainer, PageHeading } from '../../components/ui/page';
import { MentorsGrid } from '../../features/marketing/components/mentors-grid';
import { usePageTitle } from '../../lib/use-page-title';

export default function MentorsRoute() {
  usePageTitle('Mentors');
  return (
    <PageContainer>
      <PageHeading
        eyebrow="Mentors"
        title="Learn from people who do the work"
        intro="Our mentors bring 2 to 15 years of industry experience and are alumni of top institutes. They teach from the problems they solve every day."
      />
      <div className="mt-10">
        <MentorsGrid headingLevel="h2" />
      </div>
    </PageContainer>
  );
}
