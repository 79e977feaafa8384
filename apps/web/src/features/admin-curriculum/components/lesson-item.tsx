// One lesson in its section: its title and facts (kind, length, free preview, when it opens), a video
// lesson's video state and upload, and its moves, edit and delete.
import type { Lesson } from '@kaushal/shared/curriculum';
import { clsx } from 'clsx/lite';
import type { DragEvent } from 'react';
import type { Direction } from '../curriculum-moves';
import { lessonFacts, videoState, type VideoTone } from '../curriculum-text';
import type { DropMark } from '../use-drag-moves';
import type { VideoUpload } from '../use-video-uploads';
import { DragGrip, ItemActions } from './item-controls';
import { VideoUploadControl } from './video-upload';

const videoToneClasses: Record<VideoTone, string> = {
  none: 'bg-slate-100 text-slate-700',
  processing: 'bg-amber-100 text-amber-900',
  ready: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

/** The line a drop would land on: above or below the item, drawn inside it so nothing shifts. */
export const dropLineClasses = {
  before: 'shadow-[inset_0_3px_0_0_var(--color-primary)]',
  after: 'shadow-[inset_0_-3px_0_0_var(--color-primary)]',
  end: 'ring-2 ring-primary',
} as const;

export interface LessonItemProps {
  lesson: Lesson;
  canMove: Record<Direction, boolean>;
  upload: VideoUpload | undefined;
  mark: DropMark['at'] | null;
  dragged: boolean;
  dragFrom: { onDragStart: (event: DragEvent<HTMLElement>) => void; onDragEnd: () => void };
  dropTarget: {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onDelete: () => void;
  onUpload: (file: File) => void;
  onPauseUpload: () => void;
  onResumeUpload: () => void;
}

export function LessonItem({
  lesson,
  canMove,
  upload,
  mark,
  dragged,
  dragFrom,
  dropTarget,
  onMove,
  onEdit,
  onDelete,
  onUpload,
  onPauseUpload,
  onResumeUpload,
}: LessonItemProps) {
  const video = lesson.kind === 'video' ? videoState(lesson.video) : null;
  const headingId = `lesson-${lesson.id}-title`;
  return (
    <li
      {...dropTarget}
      aria-labelledby={headingId}
      className={clsx(
        'flex gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:gap-3',
        mark && dropLineClasses[mark],
        dragged && 'opacity-50',
      )}
    >
      <DragGrip title={lesson.title} {...dragFrom} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold break-words text-slate-900">
              {lesson.title}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">{lessonFacts(lesson).join(' · ')}</p>
            {video && (
              // Said when it changes: the server finishes processing while the page is open.
              <p role="status" className="mt-1.5">
                <span
                  className={clsx(
                    'inline-block rounded-md px-2 py-0.5 text-xs font-semibold break-words',
                    videoToneClasses[video.tone],
                  )}
                >
                  {video.text}
                </span>
              </p>
            )}
          </div>
          <ItemActions
            kind="lesson"
            id={lesson.id}
            title={lesson.title}
            canMove={canMove}
            onMove={onMove}
            editLabel="Edit"
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
        {lesson.kind === 'video' && (
          <VideoUploadControl
            lessonTitle={lesson.title}
            hasVideo={lesson.video !== null}
            upload={upload}
            onChoose={onUpload}
            onPause={onPauseUpload}
            onResume={onResumeUpload}
          />
        )}
      </div>
    </li>
  );
}
