// The page at /my-learning/:id[?lesson=:lessonId] (My Learning's route opens it): an enrolment's lessons, the one asked for open (else the
// one to continue with).
import { paths } from '@kaushal/shared/routes';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { PageContainer } from '../../../components/ui/page';
import { useGetClassroomQuery } from '../classroom-api';
import { Classroom } from './classroom';
import { usePageTitle } from '../../../lib/use-page-title';

export default function ClassroomPage() {
  const { id: enrolmentId = '' } = useParams();
  const lessonId = useSearchParams()[0].get('lesson') ?? undefined;
  const title = useGetClassroomQuery(enrolmentId).data?.workshop.title;
  usePageTitle(title ?? 'Classroom');
  return (
    <PageContainer className="!py-8">
      <BackLink to={paths.myLearning()} label="My Learning" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title ?? 'Your classroom'}
      </h1>
      <div className="mt-8">
        <Classroom enrolmentId={enrolmentId} lessonId={lessonId} />
      </div>
    </PageContainer>
  );
}
