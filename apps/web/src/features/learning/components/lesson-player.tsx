// A video lesson's player (docs/product.md §4.16): the shared HLS player (components/hls-video.tsx)
// resumed where the learner left it, with their e-mail drifting over the picture so that a recording of
// the screen names whose it was. It reports the seconds played every 10 s while playing, and on pause,
// at the end and when the learner leaves, so the lesson counts as done once they have seen it. It is a
// chunk of its own, beside the player's.
import type { User } from '@kaushal/shared/account';
import type {
  ClassroomLessonDetail,
  LessonProgress,
  LessonProgressInput,
} from '@kaushal/shared/classroom';
import type { Playback } from '@kaushal/shared/video';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import HlsVideo, { type MediaEvents } from '../../../components/hls-video';
import { api } from '../../../lib/api';
import { classroomApi } from '../classroom-api';
import { startingSecond, watchedRanges } from '../watched-ranges';

/** The server credits a report with at most what could have played since the one before. */
const REPORT_EVERY_MS = 10_000;
const WATERMARK_MOVES_MS = 20_000;

const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The session probe the shop starts with, asked again here: a feature does not reach into the
    // auth feature's code, and the classroom's page is not handed the user.
    signedInEmail: build.query<string | null, void>({
      query: () => 'auth/session',
      transformResponse: (answer: { user: Pick<User, 'email'> | null }) =>
        answer.user?.email ?? null,
    }),
  }),
});

/**
 * The seconds played, reported to the server; its answers move the classroom's tick, progress and
 * resume position.
 */
function useProgressReports(enrolmentId: string, lessonId: string, startAt: number) {
  const dispatch = useAppDispatch();
  const [ranges] = useState(watchedRanges);
  const time = useRef(startAt);
  const reportedPosition = useRef(Math.floor(startAt));
  const [playing, setPlaying] = useState(false);

  const report = useCallback(() => {
    const watched = ranges.take();
    const position = Math.floor(time.current);
    if (watched.length === 0 && position === reportedPosition.current) return;
    reportedPosition.current = position;
    const body: LessonProgressInput = { position, watched };
    // keepalive: the report leaving with the page still arrives.
    void fetch(
      `/api/enrolments/${encodeURIComponent(enrolmentId)}/lessons/${encodeURIComponent(lessonId)}/progress`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        keepalive: true,
      },
    ).then(
      async (response) => {
        if (!response.ok) return;
        const { completed, courseProgress } = (await response.json()) as LessonProgress;
        dispatch(
          classroomApi.util.updateQueryData('getLesson', { enrolmentId, lessonId }, (lesson) => {
            Object.assign(lesson, { position, completed });
          }),
        );
        dispatch(
          classroomApi.util.updateQueryData('getClassroom', enrolmentId, (classroom) => {
            classroom.courseProgress = courseProgress;
            for (const section of classroom.sections) {
              const lesson = section.lessons.find((each) => each.id === lessonId);
              if (lesson) Object.assign(lesson, { position, completed });
            }
          }),
        );
      },
      // Not delivered: its seconds go with the next report.
      () => ranges.putBack(watched),
    );
  }, [dispatch, enrolmentId, lessonId, ranges]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(report, REPORT_EVERY_MS);
    return () => clearInterval(timer);
  }, [playing, report]);

  // Leaving: for another lesson or page of the shop (unmount), or the tab closed or reloaded (pagehide).
  useEffect(() => {
    window.addEventListener('pagehide', report);
    return () => {
      window.removeEventListener('pagehide', report);
      report();
    };
  }, [report]);

  return {
    onTimeUpdate: ({ currentTarget: video }: { currentTarget: HTMLVideoElement }) => {
      time.current = video.currentTime;
      if (!video.seeking) ranges.playedTo(video.currentTime);
    },
    onSeeking: () => ranges.interrupt(),
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      report();
    },
    onEnded: report,
  } satisfies MediaEvents;
}

/** Where the watermark sits, in per cent of the picture; it stays clear of the controls at the foot. */
function randomSpot() {
  return { x: Math.round(Math.random() * 100), y: Math.round(5 + Math.random() * 65) };
}

export default function LessonPlayer({
  enrolmentId,
  lesson,
  playback,
  onReopen,
}: {
  enrolmentId: string;
  lesson: ClassroomLessonDetail;
  playback: Playback;
  /** Asks for the lesson again, which gives a new playback: this one was stopped or has ended. */
  onReopen: () => void;
}) {
  const [spot, setSpot] = useState({ x: 4, y: 6 });
  const email = sessionApi.useSignedInEmailQuery().data;
  const startAt = startingSecond(lesson.position, lesson.durationSeconds);
  const mediaEvents = useProgressReports(enrolmentId, lesson.id, startAt);

  useEffect(() => {
    const timer = setInterval(() => setSpot(randomSpot()), WATERMARK_MOVES_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <HlsVideo
      title={lesson.title}
      playback={playback}
      onRenew={onReopen}
      startAt={startAt}
      mediaEvents={mediaEvents}
    >
      {email && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute select-none whitespace-nowrap text-xs font-semibold text-white/60 drop-shadow-[0_1px_1px_rgb(0_0_0/0.8)] sm:text-sm"
          style={{
            left: `${spot.x}%`,
            top: `${spot.y}%`,
            transform: `translate(-${spot.x}%, -${spot.y}%)`,
          }}
        >
          {email}
        </span>
      )}
    </HlsVideo>
  );
}
