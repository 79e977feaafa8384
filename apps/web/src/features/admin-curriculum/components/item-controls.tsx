// What a section or lesson offers beside its title: "Move up" and "Move down" buttons for the keyboard
// (and anyone), its edit and delete, and a grip to drag it by with the mouse.
import type { DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SvgIcon } from '../../../components/ui/icon';
import type { Direction } from '../curriculum-moves';

const arrows: Record<Direction, string> = {
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
};
const gripDots = 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01';

export type ItemKind = 'section' | 'lesson';

/** The id of an item's move button, for giving it focus again once the item has moved. */
export const moveButtonId = (kind: ItemKind, id: string, direction: Direction) =>
  `move-${kind}-${id}-${direction}`;

interface ItemActionsProps {
  kind: ItemKind;
  id: string;
  title: string;
  /** Whether each way leads anywhere: the first item goes no higher, the last no lower. */
  canMove: Record<Direction, boolean>;
  onMove: (direction: Direction) => void;
  /** 'Rename' for a section, 'Edit' for a lesson. */
  editLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function ItemActions({
  kind,
  id,
  title,
  canMove,
  onMove,
  editLabel,
  onEdit,
  onDelete,
}: ItemActionsProps) {
  const named = ` ${kind} “${title}”`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex gap-1">
        {(['up', 'down'] as const).map((direction) => (
          <Button
            key={direction}
            id={moveButtonId(kind, id, direction)}
            variant="secondary"
            size="sm"
            className="px-2!"
            disabled={!canMove[direction]}
            onClick={() => onMove(direction)}
          >
            <SvgIcon path={arrows[direction]} className="size-4" />
            <span className="sr-only">{`Move “${title}” ${direction}`}</span>
          </Button>
        ))}
      </div>
      <Button variant="secondary" size="sm" onClick={onEdit}>
        {editLabel}
        <span className="sr-only">{named}</span>
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700!" onClick={onDelete}>
        Delete<span className="sr-only">{named}</span>
      </Button>
    </div>
  );
}

interface DragGripProps {
  title: string;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

/**
 * What the mouse drags an item by. The keyboard moves items with the buttons beside it, so the grip is
 * left out of the tab order and of what screen readers read.
 */
export function DragGrip({ title, onDragStart, onDragEnd }: DragGripProps) {
  return (
    <span
      draggable
      aria-hidden="true"
      title={`Drag “${title}” to move it`}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      className="-ml-1 flex shrink-0 cursor-grab items-center self-stretch rounded-md px-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
    >
      <SvgIcon path={gripDots} className="size-5" />
    </span>
  );
}
