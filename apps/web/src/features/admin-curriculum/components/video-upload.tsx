// A video lesson's upload: the file picker, then the progress with Pause and Resume, what the server is
// doing with the file once it is in, and the server's refusal in its own words.
import { clsx } from 'clsx/lite';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { UploadPhase, VideoUpload } from '../use-video-uploads';

/** What the upload is doing, said once as it changes (the per cent is the progress bar's). */
const phaseText: Record<Exclude<UploadPhase, 'failed'>, (fileName: string) => string> = {
  sending: (fileName) => `Uploading ${fileName}`,
  paused: (fileName) => `Paused: ${fileName}`,
  checking: () => 'Checking the video…',
  saving: () => 'Giving the video to the lesson…',
  done: (fileName) => `Uploaded ${fileName}`,
};

interface VideoUploadProps {
  lessonTitle: string;
  hasVideo: boolean;
  upload: VideoUpload | undefined;
  onChoose: (file: File) => void;
  onPause: () => void;
  onResume: () => void;
}

export function VideoUploadControl({
  lessonTitle,
  hasVideo,
  upload,
  onChoose,
  onPause,
  onResume,
}: VideoUploadProps) {
  const canPause = upload?.phase === 'sending';
  const canResume = upload?.phase === 'paused' || (upload?.phase === 'failed' && upload.resumable);
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {/* The input itself is hidden inside its label (kept in place, so focusing it scrolls to
            the label), which looks like the other buttons and carries its focus ring. */}
        <label
          className={clsx(
            buttonClasses('secondary', 'sm'),
            'relative cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
          )}
        >
          {hasVideo ? 'Replace video' : 'Upload video'}
          <span className="sr-only">{` for “${lessonTitle}”`}</span>
          <input
            type="file"
            accept="video/*"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again (after a refusal) is a change too.
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
        </label>
        {(canPause || canResume) && (
          <Button variant="secondary" size="sm" onClick={canPause ? onPause : onResume}>
            {canPause ? 'Pause' : 'Resume'}
            <span className="sr-only">{` the upload for “${lessonTitle}”`}</span>
          </Button>
        )}
      </div>
      {upload && upload.phase !== 'failed' && (
        <div className="max-w-md space-y-1.5">
          <div className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-700">
            <p role="status" className="min-w-0 break-words">
              {phaseText[upload.phase](upload.fileName)}
            </p>
            <p aria-hidden="true" className="font-semibold tabular-nums">
              {upload.percent} %
            </p>
          </div>
          <div
            role="progressbar"
            aria-label={`Upload of ${upload.fileName} for “${lessonTitle}”`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={clsx(
                'h-full rounded-full transition-[width]',
                upload.phase === 'paused' ? 'bg-slate-400' : 'bg-primary',
              )}
              style={{ width: `${upload.percent}%` }}
            />
          </div>
        </div>
      )}
      {upload?.phase === 'failed' && upload.problem && <Alert tone="error">{upload.problem}</Alert>}
    </div>
  );
}
