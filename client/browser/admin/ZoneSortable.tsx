/**
 * @module Drag and drop for the view editor's zones (@dnd-kit), loaded by the ZoneEditor island
 * after it hydrates, so the library is in this chunk only and never runs on the server. Each zone
 * gets a handle button: drag it with a pointer, or focus it and press Space or Enter, move with
 * the arrow keys, Space to drop, Escape to cancel. dnd-kit's live region says what happens.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

export type SortableZonesProps = {
  /** The zones' keys in their order. */
  ids: string[];
  /** The zone's name for announcements ("Politics"), by key. */
  nameOf: (id: string) => string;
  /** The handle's accessible name ("Reorder zone 2: Politics"), by key. */
  handleLabel: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: (id: string, index: number, handle: ReactNode) => ReactNode;
};

const INSTRUCTIONS =
  'To move a zone, press Space or Enter on its handle, use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.';

function SortableZone({ id, label, children }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="icon-btn size-8 cursor-grab touch-none active:cursor-grabbing"
      data-zone-handle
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
        <circle cx="5" cy="3" r="1.4" />
        <circle cx="11" cy="3" r="1.4" />
        <circle cx="5" cy="8" r="1.4" />
        <circle cx="11" cy="8" r="1.4" />
        <circle cx="5" cy="13" r="1.4" />
        <circle cx="11" cy="13" r="1.4" />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      className={isDragging ? 'relative z-10 rounded-card shadow-overlay' : undefined}
    >
      {children(handle)}
    </li>
  );
}

export function SortableZones({ ids, nameOf, handleLabel, onMove, children }: SortableZonesProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle is only a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const at = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up zone ${name(active.id)} at position ${at(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `Zone ${name(active.id)} is over position ${at(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `Zone ${name(active.id)} moved to position ${at(over.id)}.` : `Zone ${name(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving zone ${name(active.id)} was cancelled; it stays at position ${at(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(at(active.id) - 1, at(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3" data-zone-list data-sortable="ready">
          {ids.map((id, i) => (
            <SortableZone key={id} id={id} label={handleLabel(id)}>
              {(handle) => children(id, i, handle)}
            </SortableZone>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
