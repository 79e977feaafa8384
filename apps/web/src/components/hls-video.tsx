// An HLS video player (the encrypted streams of lesson videos, docs/decisions/0070): hls.js, or the
// browser's own HLS as Safari has, on a <video> with its poster, the speed the viewer chooses, keys for
// the usual moves with their hint in view, and what went wrong in plain words. A stream that fails is
// loaded again from where it was; one the server refused, or whose playback has ended, asks for a new
// playback. The classroom's player and the course page's free previews both use it. It is a chunk of
// its own: hls.js is most of it, and only a page that plays a video needs it.
import type { Playback } from '@kaushal/shared/video';
import Hls from 'hls.js';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type VideoHTMLAttributes,
} from 'react';
import { errorMessage } from '../lib/api-error';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

const HLS_TYPE = 'application/vnd.apple.mpegurl';
/** play() fails when a pause interrupts it before it starts, which needs no word. */
const ignoreInterruption = () => undefined;
const SPEEDS = [0.75, 1, 1.25, 1.5, 2];
/** Seconds each key moves the video by. */
const SEEK_KEYS: Partial<Record<string, number>> = { arrowleft: -5, arrowright: 5, j: -10, l: 10 };

const STOPPED = 'This video stopped here. Open the lesson again to watch it.';
const UNREACHABLE = 'The video could not load. Check your connection, then try again.';
const UNSUPPORTED =
  'This browser cannot play the video. A recent Chrome, Edge, Firefox or Safari can.';

type Status =
  | { state: 'loading' | 'playable' | 'unreachable' | 'unsupported' }
  /** Refused by the server: played on too many devices, or the link has ended. */
  | { state: 'stopped'; message: string };

/** The media events a player built on this one follows, the time it reached among them. */
export type MediaEvents = Pick<
  VideoHTMLAttributes<HTMLVideoElement>,
  'onTimeUpdate' | 'onSeeking' | 'onPlay' | 'onPause' | 'onEnded'
>;

export default function HlsVideo({
  title,
  playback,
  onRenew,
  startAt = 0,
  mediaEvents,
  children,
}: {
  /** Names the player: "Video: {title}". */
  title: string;
  playback: Playback;
  /** Asks for a new playback: this one was stopped by the server or has ended. */
  onRenew: () => void;
  /** The second it starts at. */
  startAt?: number;
  mediaEvents?: MediaEvents;
  /** Drawn over the picture, and kept over it in full screen. */
  children?: ReactNode;
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
  /** Where the video is, so that a stream loaded afresh goes on from there. */
  const time = useRef(startAt);

  /** Whether the stream, once loaded afresh, plays at once. */
  const playOnLoad = useRef(false);

  /** Loads the stream afresh, from where it was: the same playback, or a new one. */
  const loadAgain = (source: 'same playback' | 'new playback', play: boolean) => {
    playOnLoad.current = play;
    setStatus({ state: 'loading' });
    if (source === 'same playback') setAttempt((count) => count + 1);
    else onRenew();
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
      // A decoding hiccup is worth one more try before the viewer is told.
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
  }, [engine, playback.url, attempt]);

  // A refused playback needs a new one; a failed connection, the same one loaded again.
  const failure =
    status.state === 'stopped'
      ? { message: status.message, action: 'Watch here', source: 'new playback' as const }
      : status.state === 'unreachable'
        ? { message: UNREACHABLE, action: 'Try again', source: 'same playback' as const }
        : null;

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    // The frame rather than the video, so what is drawn over the picture stays over it.
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
        aria-label={`Video: ${title}`}
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
          // behind what is drawn over the picture; the speed is chosen below.
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
          onTimeUpdate={(event) => {
            time.current = event.currentTarget.currentTime;
            mediaEvents?.onTimeUpdate?.(event);
          }}
        />
        {children}
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
