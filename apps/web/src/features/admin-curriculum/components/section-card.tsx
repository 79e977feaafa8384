// One section of the curriculum: its title and totals, its moves, rename and delete, its lessons in
// order (given as children), and adding a lesson to it.
import type { Section } from '@kaushal/shared/curriculum';
import { clsx } from 'clsx/lite';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { totalsText } from '../curriculum-text';
import type { DropMark } from '../use-drag-moves';
import { dropLineClasses, type LessonItemProps } from './lesson-item';
import { DragGrip, ItemActions } from './item-controls';

/** The id of a section's "Add lesson" button, where focus goes once one of its lessons is deleted. */
export const addLessonButtonId = (sectionId: string) => `add-lesson-${sectionId}`;

interface SectionCardProps extends Pick<
  LessonItemProps,
  'canMove' | 'dragged' | 'dragFrom' | 'dropTarget' | 'onMove'
> {
  section: Section;
  mark: DropMark['at'] | null;
  onRename: () => void;
  onDelete: () => void;
  onAddLesson: () => void;
  /** The section's lessons, as items of its list. */
  children: ReactNode;
}

export function SectionCard({
  section,
  canMove,
  mark,
  dragged,
  dragFrom,
  dropTarget,
  onMove,
  onRename,
  onDelete,
  onAddLesson,
  children,
}: SectionCardProps) {
  const headingId = `section-${section.id}-title`;
  return (
    <li
      {...dropTarget}
      aria-labelledby={headingId}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-slate-50 p-3 shadow-sm sm:p-5',
        mark && dropLineClasses[mark],
        dragged && 'opacity-50',
      )}
    >
      <div className="flex gap-2 sm:gap-3">
        <DragGrip title={section.title} {...dragFrom} />
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
              {section.title}
            </h2>
            <p className="text-sm text-slate-600">{totalsText(section)}</p>
          </div>
          <ItemActions
            kind="section"
            id={section.id}
            title={section.title}
            canMove={canMove}
            onMove={onMove}
            editLabel="Rename"
            onEdit={onRename}
            onDelete={onDelete}
          />
        </div>
      </div>
      {section.lessons.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          No lessons in this section yet. Add one, or drag a lesson here.
        </p>
      ) : (
        <ol aria-label={`Lessons of “${section.title}”`} className="mt-4 space-y-2">
          {children}
        </ol>
      )}
      <Button
        id={addLessonButtonId(section.id)}
        variant="ghost"
        size="sm"
        className="mt-3"
        onClick={onAddLesson}
      >
        Add lesson<span className="sr-only">{` to “${section.title}”`}</span>
      </Button>
    </li>
  );
}
