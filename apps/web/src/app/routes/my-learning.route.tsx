// /my-learning: the workshops the learner has bought, with their sessions, joining links and files; and
// /my-learning/:id, one of them's classroom, whose code comes only when it opens.
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { ProductImage } from '../../features/catalogue/components/product-image';
import { cardImage } from '../../features/catalogue/product-display';
import { MyLearning, type WorkshopImage } from '../../features/learning/components/my-learning';
import { lazyChunk } from '../../lib/lazy-chunk';
import { usePageTitle } from '../../lib/use-page-title';

const ClassroomPage = lazyChunk(() => import('../../features/learning/components/classroom-page'));

const workshopImage: WorkshopImage = (workshop) => (
  <ProductImage
    src={cardImage({ thumbnail: workshop.thumbnail, image: '' })}
    alt=""
    loading="lazy"
  />
);

export default function MyLearningRoute() {
  const { id: enrolmentId } = useParams();
  if (enrolmentId) {
    return (
      <Suspense fallback={<Spinner label="Opening your classroom…" />}>
        <ClassroomPage />
      </Suspense>
    );
  }
  return <MyLearningPage />;
}

function MyLearningPage() {
  usePageTitle('My Learning');
  return (
    <PageContainer>
      <div className="mx-auto max-w-5xl">
        <PageHeading
          title="My Learning"
          intro="Your workshops: every session in IST, the joining link, calendar files and materials."
        />
        <div className="mt-10">
          <MyLearning image={workshopImage} />
        </div>
      </div>
    </PageContainer>
  );
}
