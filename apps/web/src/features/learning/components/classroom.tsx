// The classroom: one enrolment's lessons. The open lesson beside the course's contents (below it on a
// phone), with ticks for lessons done, the opening day of dripped ones, the course's progress, and
// "Mark as done" and "Next lesson" to move on. A video plays in its own chunk's player, fetched only
// when a video lesson is opened.
import type { ClassroomCurriculum, ClassroomLesson } from '@kaushal/shared/classroom';
import { istDay } from '@kaushal/shared/ist';
import { paths } from '@kaushal/shared/routes';
import { clsx } from 'clsx/lite';
import { Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { LessonText, lessonKindText, minutesText } from '../../../components/lesson-content';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, SvgIcon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { lazyChunk } from '../../../lib/lazy-chunk';
import { useGetClassroomQuery, useGetLessonQuery, useMarkDoneMutation } from '../classroom-api';

const LessonPlayer = lazyChunk(() => import('./lesson-player'));

const lockIcon = 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z';

/** The classroom with one lesson open. */
export const lessonPath = (enrolmentId: string, lessonId: string) =>
  `${paths.classroom(enrolmentId)}?lesson=${encodeURIComponent(lessonId)}`;

const lessonsOf = (classroom: ClassroomCurriculum) =>
  classroom.sections.flatMap((section) => section.lessons);

function ProgressBar({ percent }: { percent: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-slate-700">{percent} % complete</p>
      <div
        role="progressbar"
        aria-label="Course progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function CourseContents({
  classroom,
  currentId,
}: {
  classroom: ClassroomCurriculum;
  currentId: string;
}) {
  return (
    <nav aria-label="Course content" className="rounded-2xl border border-slate-200 bg-white p-4">
      <ProgressBar percent={classroom.courseProgress} />
      {classroom.sections.map((section) => (
        <section key={section.id} className="mt-5">
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-500">
            {section.title}
          </h2>
          <ol className="mt-2 space-y-1">
            {section.lessons.map((lesson) => {
              const label = (
                <>
                  <span className="mt-0.5 shrink-0">
                    {lesson.completed ? (
                      <Icon name="check" className="size-5 text-green-600" />
                    ) : lesson.locked ? (
                      <SvgIcon path={lockIcon} className="size-5 text-slate-400" />
                    ) : (
                      <span className="block size-5 rounded-full border-2 border-slate-300" />
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium">{lesson.title}</span>
                    <span className="block text-xs text-slate-600">
                      {lesson.locked
                        ? lesson.unlocksAt
                          ? `Opens ${istDay(lesson.unlocksAt)}`
                          : 'Opens once the batch is dated'
                        : [lessonKindText[lesson.kind], minutesText(lesson.durationSeconds)]
                            .filter(Boolean)
                            .join(' · ')}
                      {lesson.completed && <span className="sr-only"> · Done</span>}
                    </span>
                  </span>
                </>
              );
              const rowClasses = 'flex gap-3 rounded-lg px-2 py-2 text-sm';
              return (
                <li key={lesson.id}>
                  {lesson.locked ? (
                    <span className={clsx(rowClasses, 'text-slate-500')}>{label}</span>
                  ) : (
                    <Link
                      to={lessonPath(classroom.enrolmentId, lesson.id)}
                      aria-current={lesson.id === currentId ? 'page' : undefined}
                      className={clsx(
                        rowClasses,
                        lesson.id === currentId
                          ? 'bg-indigo-50 text-primary'
                          : 'text-slate-800 hover:bg-slate-100',
                      )}
                    >
                      {label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}

function LessonPane({
  classroom,
  lesson,
}: {
  classroom: ClassroomCurriculum;
  lesson: ClassroomLesson;
}) {
  const { enrolmentId } = classroom;
  const read = useGetLessonQuery({ enrolmentId, lessonId: lesson.id }, { skip: lesson.locked });
  const [markDone, marking] = useMarkDoneMutation();
  const lessons = lessonsOf(classroom);
  const next = lessons.slice(lessons.indexOf(lesson) + 1).find((later) => !later.locked);

  let content;
  if (lesson.locked) {
    content = (
      <p className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-6 text-amber-900">
        <SvgIcon path={lockIcon} className="size-6 shrink-0" />
        {lesson.unlocksAt
          ? `This lesson opens on ${istDay(lesson.unlocksAt)}.`
          : 'This lesson opens once your batch has its dates.'}
      </p>
    );
  } else if (read.isLoading) {
    content = <Spinner label="Opening the lesson…" />;
  } else if (!read.data) {
    content = <Alert tone="error">{errorMessage(read.error)}</Alert>;
  } else if (lesson.kind === 'text') {
    content = <LessonText html={read.data.body ?? ''} />;
  } else if (lesson.kind === 'video' && read.data.playback) {
    // A failed "Watch here" (the access ended meanwhile, say) says why instead of the old playback.
    content = read.isError ? (
      <Alert tone="error">{errorMessage(read.error)}</Alert>
    ) : (
      <Suspense fallback={<Spinner label="Loading the video player…" />}>
        <LessonPlayer
          enrolmentId={enrolmentId}
          lesson={read.data}
          playback={read.data.playback}
          onReopen={() => void read.refetch()}
        />
      </Suspense>
    );
  } else if (lesson.kind === 'video') {
    content = (
      <p className="rounded-xl bg-slate-100 px-4 py-10 text-center text-slate-600">
        This video is not ready to play yet. Its lesson will open here once it is.
      </p>
    );
  } else {
    content = (
      <a
        href={read.data.url ?? '#'}
        {...(lesson.kind === 'link'
          ? { target: '_blank', rel: 'noopener noreferrer' }
          : { download: true })}
        className={buttonClasses('secondary')}
      >
        {lesson.kind === 'link' ? 'Open the link (new tab)' : 'Download the file'}
      </a>
    );
  }

  return (
    <article aria-labelledby="lesson-title" className="min-w-0">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone="neutral">{lessonKindText[lesson.kind]}</Badge>
        {lesson.completed && <Badge tone="success">Done</Badge>}
      </div>
      <h2 id="lesson-title" className="mt-3 text-2xl font-bold text-slate-900">
        {lesson.title}
      </h2>
      <div className="mt-6">{content}</div>
      {marking.isError && (
        <div className="mt-4">
          <Alert tone="error">{errorMessage(marking.error)}</Alert>
        </div>
      )}
      <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        {!lesson.locked && lesson.kind !== 'video' && !lesson.completed && (
          <Button
            type="button"
            disabled={marking.isLoading}
            onClick={() => void markDone({ enrolmentId, lessonId: lesson.id })}
          >
            {marking.isLoading ? 'Saving…' : 'Mark as done'}
          </Button>
        )}
        {next && (
          <ButtonLink
            to={lessonPath(enrolmentId, next.id)}
            variant={lesson.completed ? 'primary' : 'secondary'}
          >
            Next lesson
            <Icon name="arrow-right" className="ml-2 size-4" />
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

export function Classroom({
  enrolmentId,
  lessonId,
}: {
  enrolmentId: string;
  lessonId: string | undefined;
}) {
  const { data: classroom, error, isLoading } = useGetClassroomQuery(enrolmentId);
  if (isLoading) return <Spinner label="Opening your classroom…" />;
  if (!classroom) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{errorMessage(error)}</Alert>
        <ButtonLink to={paths.myLearning()} variant="secondary">
          Back to My Learning
        </ButtonLink>
      </div>
    );
  }
  const lessons = lessonsOf(classroom);
  const current =
    lessons.find((lesson) => lesson.id === lessonId) ??
    lessons.find((lesson) => lesson.id === classroom.resume?.lessonId) ??
    lessons[0];
  if (!current) {
    return (
      <EmptyState
        icon="inbox"
        title="No lessons online yet"
        message="This workshop's sessions, joining link and materials are on My Learning."
        action={
          <ButtonLink to={paths.myLearning()} variant="secondary">
            Back to My Learning
          </ButtonLink>
        }
      />
    );
  }
  // The lesson to continue with gets its own address, so marking it done does not move the page on.
  if (current.id !== lessonId) {
    return <Navigate to={lessonPath(enrolmentId, current.id)} replace />;
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <LessonPane key={current.id} classroom={classroom} lesson={current} />
      <CourseContents classroom={classroom} currentId={current.id} />
    </div>
  );
}
