// A video lesson's player (docs/product.md §4.16): the lesson's encrypted HLS stream through hls.js (or
// the browser's own HLS, as Safari has), resumed where the learner left it, at the speed they choose,
// with keys for the usual moves, and their e-mail drifting over the picture so that a recording of the
// screen names whose it was. It reports the seconds played every 10 s while playing, and on pause, at
// the end and when the learner leaves, so the lesson counts as done once they have seen it. It is a
// chunk of its own: hls.js is most of it, and only a video lesson needs it.
import type { User } from '@kaushal/shared/account';
import type {
  ClassroomLessonDetail,
  LessonProgress,
  LessonProgressInput,
} from '@kaushal/shared/classroom';
import type { Playback } from '@kaushal/shared/video';
import Hls from 'hls.js';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { classroomApi } from '../classroom-api';
import { startingSecond, watchedRanges } from '../watched-ranges';

const HLS_TYPE = 'application/vnd.apple.mpegurl';
/** play() fails when a pause interrupts it before it starts, which needs no word. */
const ignoreInterruption = () => undefined;
const SPEEDS = [0.75, 1, 1.25, 1.5, 2];
/** The server credits a report with at most what could have played since the one before. */
const REPORT_EVERY_MS = 10_000;
const WATERMARK_MOVES_MS = 20_000;
/** Seconds each key moves the video by. */
const SEEK_KEYS: Partial<Record<string, number>> = { arrowleft: -5, arrowright: 5, j: -10, l: 10 };

const STOPPED = 'This video stopped here. Open the lesson again to watch it.';
const UNREACHABLE = 'The video could not load. Check your connection, then try again.';
const UNSUPPORTED =
  'This browser cannot play the video. A recent Chrome, Edge, Firefox or Safari can.';

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

type Status =
  | { state: 'loading' | 'playable' | 'unreachable' | 'unsupported' }
  /** Refused by the server: played on too many devices, or the link has ended. */
  | { state: 'stopped'; message: string };

/**
 * The seconds played, reported to the server; its answers move the classroom's tick, progress and
 * resume position. `time` follows the video, so a reloaded stream goes on from there.
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

  const mediaEvents = {
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
  };
  return { time, mediaEvents };
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
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const keysHint = useId();
  const [engine] = useState(() =>
    Hls.isSupported()
      ? 'hls.js'
      : document.createElement('video').canPlayType(HLS_TYPE)
        ? 'native'
        : null,
  );
  const [status, setStatus] = useState<Status>({ state: engine ? 'loading' : 'unsupported' });
  /** Bumped by "Try again": the same playback, loaded afresh. */
  const [attempt, setAttempt] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [spot, setSpot] = useState({ x: 4, y: 6 });
  const email = sessionApi.useSignedInEmailQuery().data;
  const { time, mediaEvents } = useProgressReports(
    enrolmentId,
    lesson.id,
    startingSecond(lesson.position, lesson.durationSeconds),
  );

  /** Whether the stream, once loaded afresh, plays at once. */
  const playOnLoad = useRef(false);

  /** Loads the stream afresh, from where it was: the same playback, or a new one. */
  const loadAgain = (source: 'same playback' | 'new playback', play: boolean) => {
    playOnLoad.current = play;
    setStatus({ state: 'loading' });
    if (source === 'same playback') setAttempt((count) => count + 1);
    else onReopen();
  };

  /** Why the stream failed: the server's refusal of its playlist (403), or a connection that failed. */
  const explainFailure = useEffectEvent(async (isCurrent: () => boolean) => {
    // Past its 10 minutes the playback is refused anyway: a new one goes on where this one was.
    if (Date.now() >= Date.parse(playback.expiresAt)) {
      return loadAgain('new playback', video.current?.paused === false);
    }
    const refusal = await fetch(playback.url, { credentials: 'same-origin' }).then(
      (response) => (response.status === 403 ? response.text() : null),
      () => null,
    );
    if (!isCurrent()) return;
    setStatus(
      refusal === null
        ? { state: 'unreachable' }
        : { state: 'stopped', message: errorMessage({ data: refusal }, STOPPED) },
    );
  });

  useEffect(() => {
    const media = video.current;
    if (!media || !engine) return;
    let current = true;
    const failed = () => void explainFailure(() => current);
    if (engine === 'native') {
      const resume = () => {
        media.currentTime = time.current;
      };
      media.addEventListener('loadedmetadata', resume, { once: true });
      media.addEventListener('error', failed);
      media.src = playback.url;
      return () => {
        current = false;
        media.removeEventListener('loadedmetadata', resume);
        media.removeEventListener('error', failed);
        media.removeAttribute('src');
        media.load();
      };
    }
    const hls = new Hls({ startPosition: time.current });
    let recovering = false;
    hls.on(Hls.Events.ERROR, (_event, error) => {
      if (!error.fatal) return;
      // A decoding hiccup is worth one more try before the learner is told.
      if (error.type === Hls.ErrorTypes.MEDIA_ERROR && !recovering) {
        recovering = true;
        hls.recoverMediaError();
        return;
      }
      failed();
    });
    hls.loadSource(playback.url);
    hls.attachMedia(media);
    return () => {
      current = false;
      hls.destroy();
    };
  }, [engine, playback.url, attempt, time]);

  useEffect(() => {
    const timer = setInterval(() => setSpot(randomSpot()), WATERMARK_MOVES_MS);
    return () => clearInterval(timer);
  }, []);

  // A refused playback needs a new one; a failed connection, the same one loaded again.
  const failure =
    status.state === 'stopped'
      ? { message: status.message, action: 'Watch here', source: 'new playback' as const }
      : status.state === 'unreachable'
        ? { message: UNREACHABLE, action: 'Try again', source: 'same playback' as const }
        : null;

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    // The frame rather than the video, so the watermark stays over the picture.
    else void frame.current?.requestFullscreen();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const media = video.current;
    // The browser's own shortcuts (with a modifier) stay the browser's.
    if (!media || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const step = SEEK_KEYS[key];
    if (key === ' ' || key === 'k') {
      if (media.paused) void media.play().catch(ignoreInterruption);
      else media.pause();
    } else if (step !== undefined) {
      // The browser stops a step past the end at the end.
      media.currentTime = Math.max(media.currentTime + step, 0);
    } else if (key === 'm') {
      media.muted = !media.muted;
    } else if (key === 'f') {
      toggleFullscreen();
    } else {
      return;
    }
    // Handled here: not also by the video's own controls, nor a Space that scrolls the page.
    event.preventDefault();
  };

  const changeSpeed = (rate: number) => {
    setSpeed(rate);
    if (video.current) {
      video.current.playbackRate = rate;
      // Kept when the stream is loaded afresh.
      video.current.defaultPlaybackRate = rate;
    }
  };

  return (
    <div className="space-y-3">
      <div
        ref={frame}
        role="group"
        aria-label={`Video: ${lesson.title}`}
        aria-describedby={keysHint}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative aspect-video w-full overflow-hidden rounded-xl bg-black"
      >
        <video
          ref={video}
          poster={playback.posterUrl}
          controls
          playsInline
          // Full screen is the frame's (below), and a second screen or a floating window would leave
          // the watermark behind; the speed is chosen below.
          controlsList="nodownload nofullscreen noremoteplayback noplaybackrate"
          disablePictureInPicture
          disableRemotePlayback
          className="size-full object-contain"
          onLoadedMetadata={({ currentTarget: media }) => {
            setStatus({ state: 'playable' });
            if (playOnLoad.current) void media.play().catch(ignoreInterruption);
            playOnLoad.current = false;
          }}
          {...mediaEvents}
        />
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
        {status.state === 'loading' && (
          <p
            role="status"
            className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded-lg bg-black/70 px-3 py-2 text-sm text-white"
          >
            Loading the video…
          </p>
        )}
      </div>
      {failure && (
        <Alert tone="error">
          <div className="flex flex-wrap items-center gap-3">
            <span>{failure.message}</span>
            <Button
              size="sm"
              onClick={() => {
                loadAgain(failure.source, true);
                frame.current?.focus();
              }}
            >
              {failure.action}
            </Button>
          </div>
        </Alert>
      )}
      {status.state === 'unsupported' && <Alert tone="error">{UNSUPPORTED}</Alert>}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <label className="flex items-center gap-2">
          Speed
          <select
            value={speed}
            onChange={(event) => changeSpeed(Number(event.target.value))}
            className="rounded-lg border border-slate-300 bg-white py-1.5 pl-3 pr-8 text-sm text-slate-900 shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
          >
            {SPEEDS.map((rate) => (
              <option key={rate} value={rate}>
                {rate}×
              </option>
            ))}
          </select>
        </label>
        {document.fullscreenEnabled && (
          <Button size="sm" variant="secondary" onClick={toggleFullscreen}>
            Full screen
          </Button>
        )}
        <p id={keysHint} className="text-slate-600">
          Keys on the player: Space or K play and pause, ← → 5 s, J L 10 s, M mute, F full screen.
        </p>
      </div>
    </div>
  );
}
