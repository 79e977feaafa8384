// A free preview opened from the course page's curriculum, in a dialog: a video plays on a playback
// asked for as the dialog opens, in the shared player's chunk; a text lesson's text is read. A chunk of
// its own, fetched when a visitor first opens a preview.
import type { OutlineLesson } from '@kaushal/shared/curriculum';
import { Suspense } from 'react';
import { LessonText } from '../../../components/lesson-content';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { lazyChunk } from '../../../lib/lazy-chunk';
import { useGetPreviewPlaybackQuery } from '../course-api';

const HlsVideo = lazyChunk(() => import('../../../components/hls-video'));

function PreviewVideo({ productId, lesson }: { productId: string; lesson: OutlineLesson }) {
  const read = useGetPreviewPlaybackQuery({ productId, lessonId: lesson.id });
  if (read.isLoading) return <Spinner label="Loading the preview…" />;
  // The server says why there is nothing to play ("This preview has no video to play yet").
  if (read.isError || !read.data) return <Alert tone="error">{errorMessage(read.error)}</Alert>;
  return (
    <Suspense fallback={<Spinner label="Loading the video player…" />}>
      <HlsVideo
        title={lesson.title}
        playback={read.data.playback}
        onRenew={() => void read.refetch()}
      />
    </Suspense>
  );
}

export default function LessonPreview({
  productId,
  lesson,
  onClose,
}: {
  productId: string;
  /** A video or text lesson that is a free preview. */
  lesson: OutlineLesson;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={`Preview: ${lesson.title}`}>
      {lesson.kind === 'video' ? (
        <PreviewVideo productId={productId} lesson={lesson} />
      ) : (
        <LessonText html={lesson.body ?? ''} />
      )}
    </Dialog>
  );
}
