// Moving sections and lessons with the mouse, by the browser's own drag and drop: what is being dragged,
// where it would land (shown as a line on the item it would land beside), and the move once it is let go.
// A section lands before or after another; a lesson before or after another lesson, or at the end of a
// section, its own or another.
import type { Curriculum } from '@kaushal/shared/curriculum';
import { useState, type DragEvent } from 'react';
import { lessonDrop, sectionDrop, type LessonPlace } from './curriculum-moves';

interface Dragged {
  kind: 'section' | 'lesson';
  id: string;
}

/** The item a drop would land beside: its id, and which side of it (a section's `end`, for a lesson). */
export interface DropMark {
  id: string;
  at: 'before' | 'after' | 'end';
}

/** Where a drop over an item lands: the side of the item it shows on, and the move it makes. */
interface Landing {
  at: DropMark['at'];
  move: () => void;
}

interface DragMovesOptions {
  curriculum: Curriculum;
  onMoveSection: (sectionId: string, position: number) => void;
  onMoveLesson: (lessonId: string, place: LessonPlace) => void;
}

type DragHandler = (event: DragEvent<HTMLElement>) => void;

/** Whether the pointer is over the lower half of the item under it. */
const inLowerHalf = (event: DragEvent<HTMLElement>) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

const sideOf = (after: boolean) => (after ? 'after' : 'before');

export function useDragMoves({ curriculum, onMoveSection, onMoveLesson }: DragMovesOptions) {
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [mark, setMark] = useState<DropMark | null>(null);
  // Set on each dragover, many times a second: unchanged, it leaves the page as it is.
  const showMark = (next: DropMark | null) =>
    setMark((current) => (current?.id === next?.id && current?.at === next?.at ? current : next));
  const end = () => {
    setDragged(null);
    setMark(null);
  };

  /** The grip's handlers: the drag shows the whole item, not just the grip. */
  const dragFrom = (kind: Dragged['kind'], id: string) => ({
    onDragStart: (event: DragEvent<HTMLElement>) => {
      // A lesson's grip lies inside its section's item, which is no concern of this drag.
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
      const item = event.currentTarget.closest('li');
      if (item) event.dataTransfer.setDragImage(item, 16, 16);
      setDragged({ kind, id });
    },
    onDragEnd: end,
  });

  /** The handlers of item `id`, where `landingOn` says what a drop would do (null: nothing). */
  const dropTarget = (
    id: string,
    landingOn: (event: DragEvent<HTMLElement>) => Landing | null,
  ) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      const landing = landingOn(event);
      showMark(landing ? { id, at: landing.at } : null);
      if (!landing) return;
      // Accepting the drop is what lets it happen here.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      landingOn(event)?.move();
      end();
    },
  });

  /**
   * A section's item: a dragged section lands before or after it, and a dragged lesson let go over it
   * (not over one of its lessons) lands at its end.
   */
  const sectionTarget = (sectionId: string) =>
    dropTarget(sectionId, (event) => {
      if (!dragged) return null;
      if (dragged.kind === 'lesson') {
        const place = lessonDrop(curriculum, dragged.id, { sectionId });
        return place && { at: 'end', move: () => onMoveLesson(dragged.id, place) };
      }
      const after = inLowerHalf(event);
      const position = sectionDrop(curriculum, dragged.id, sectionId, after);
      return position === null
        ? null
        : { at: sideOf(after), move: () => onMoveSection(dragged.id, position) };
    });

  /** A lesson's item: a dragged lesson lands before or after it; a dragged section passes it by. */
  const lessonTarget = (lessonId: string) => {
    const { onDragOver, onDrop } = dropTarget(lessonId, (event) => {
      if (dragged?.kind !== 'lesson') return null;
      const after = inLowerHalf(event);
      const place = lessonDrop(curriculum, dragged.id, { lessonId, after });
      return place && { at: sideOf(after), move: () => onMoveLesson(dragged.id, place) };
    });
    // A section's drag goes on to the section's item; a lesson's stops here.
    const forLessons =
      (handle: DragHandler): DragHandler =>
      (event) => {
        if (dragged?.kind !== 'lesson') return;
        event.stopPropagation();
        handle(event);
      };
    return { onDragOver: forLessons(onDragOver), onDrop: forLessons(onDrop) };
  };

  return { dragging: dragged, mark, dragFrom, sectionTarget, lessonTarget };
}
