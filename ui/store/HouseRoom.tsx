import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { debounce } from 'es-toolkit';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { ITEM_ART_URL } from '../../core/content/monster-items';
import type { ItemMetadataUpdate, StudentMonsterItem } from '../../worker/monster/items.contracts';
import { api, ApiError } from '../lib/api';
import { dropPosition, movedPosition, POSITION_SAVE_DEBOUNCE_MS, replaceItem } from './store-rules';

type SaveState = 'saved' | 'waiting' | 'saving' | 'error';

/** A house item the child can pick up: in the room it stands at its saved spot, in the box it sits in a row. */
function DraggableItem({ item, inRoom }: { item: StudentMonsterItem; inRoom: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id });
  const move = transform ? ` translate3d(${transform.x}px, ${transform.y}px, 0)` : '';
  const { leftPosition, topPosition } = item.metadata;
  const style: CSSProperties = inRoom
    ? {
        left: `${leftPosition ?? 50}%`,
        top: `${topPosition ?? 50}%`,
        width: `${item.monster_item.room_width ?? 10}%`,
        transform: `translate(-50%, -50%)${move}`,
        // Things lower in the room stand in front; wall things stay behind.
        zIndex: isDragging ? 500 : item.monster_item.position === 'wall' ? 1 : 10 + Math.round((topPosition ?? 0) * 3),
      }
    : { transform: move || undefined, zIndex: isDragging ? 500 : undefined };
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={inRoom ? 'house-item' : 'house-item house-item-boxed'}
      style={style}
      data-dragging={isDragging}
      data-testid={`house-item-${item.monster_item.key}`}
      aria-label={`${item.monster_item.name}. Pick it up with space, move it with the arrow keys, put it down with space.`}
      {...listeners}
      {...attributes}
    >
      <img src={item.monster_item.image_url} alt="" draggable={false} />
    </button>
  );
}

/** The room (drop target `room`), a drawn background with the placed items. */
function Room({ roomRef, children }: { roomRef: React.RefObject<HTMLDivElement | null>; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'room' });
  return (
    <div
      className="house-room"
      data-over={isOver}
      data-testid="house-room"
      ref={(node) => {
        setNodeRef(node);
        roomRef.current = node;
      }}
    >
      <img className="house-room-bg" src={`${ITEM_ART_URL}/house-room.svg`} alt="" draggable={false} />
      {children}
    </div>
  );
}

/** The put-away box (drop target `tray`): items bought but not standing in the house (placement `store`). */
function Tray({ children, empty }: { children: React.ReactNode; empty: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'tray' });
  return (
    <div className="house-tray" ref={setNodeRef} data-over={isOver} data-testid="house-tray">
      <span className="house-tray-label">Put-away box</span>
      {empty ? <span className="house-tray-hint">Drag things here to put them away.</span> : children}
    </div>
  );
}

/**
 * The monster's house (spec part 1 section 3 "Student monster item", placement `house`): bought
 * house items stand in a drawn room and are dragged (mouse, touch or keyboard, @dnd-kit/core) to
 * any spot; each move is saved 2000 ms after the last one (spec section 9, es-toolkit debounce),
 * and anything still waiting is saved when the house closes. Dropping on the box puts an item
 * away (placement `store`); dragging it back into the room places it again.
 */
export function HouseRoom({
  studentId,
  owned,
  onOwned,
  onShop,
}: {
  studentId: number;
  owned: StudentMonsterItem[];
  onOwned: (items: StudentMonsterItem[]) => void;
  onShop: () => void;
}) {
  const roomRef = useRef<HTMLDivElement | null>(null);
  const [save, setSave] = useState<{ state: SaveState; message: string | null }>({ state: 'saved', message: null });
  // The latest list, for callbacks that outlive a render (debounced saves).
  const ownedRef = useRef(owned);
  useEffect(() => {
    ownedRef.current = owned;
  }, [owned]);
  const pending = useRef(new Map<number, ReturnType<typeof debounce<(m: ItemMetadataUpdate) => void>>>());
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  const house = owned.filter((i) => i.monster_item.type === 'house');
  const placed = house.filter((i) => i.metadata.position === 'house');
  const boxed = house.filter((i) => i.metadata.position !== 'house');

  function send(id: number, metadata: ItemMetadataUpdate) {
    setSave({ state: 'saving', message: null });
    api.updateItem(studentId, id, { metadata }).then(
      (r) => {
        onOwned(replaceItem(ownedRef.current, r.student_monster_item));
        setSave({ state: pending.current.size ? 'waiting' : 'saved', message: null });
      },
      (e: unknown) => setSave({ state: 'error', message: `We couldn't save that move. ${e instanceof ApiError ? e.message : ''} Move it again to try once more.` }),
    );
  }

  function saveLater(id: number, metadata: ItemMetadataUpdate) {
    let d = pending.current.get(id);
    if (!d) {
      d = debounce((m: ItemMetadataUpdate) => {
        pending.current.delete(id);
        send(id, m);
      }, POSITION_SAVE_DEBOUNCE_MS);
      pending.current.set(id, d);
    }
    setSave({ state: 'waiting', message: null });
    d(metadata);
  }

  // Leaving the house (or the page) saves what is still waiting.
  useEffect(() => {
    const waiting = pending.current;
    const flushAll = () => [...waiting.values()].forEach((d) => d.flush());
    window.addEventListener('pagehide', flushAll);
    return () => {
      window.removeEventListener('pagehide', flushAll);
      flushAll();
    };
  }, []);

  function onDragEnd({ active, over, delta }: DragEndEvent) {
    const item = house.find((i) => i.id === active.id);
    const room = roomRef.current?.getBoundingClientRect();
    if (!item || !over) return;
    if (over.id === 'tray') {
      if (item.metadata.position === 'store') return;
      pending.current.get(item.id)?.cancel();
      pending.current.delete(item.id);
      onOwned(replaceItem(owned, { ...item, is_shown: false, metadata: { ...item.metadata, position: 'store' } }));
      send(item.id, { position: 'store' });
      return;
    }
    if (over.id !== 'room' || !room) return;
    const { leftPosition, topPosition } = item.metadata;
    const start = active.rect.current.initial;
    // A room item moves from its saved centre; one from the box lands where its picture was dropped.
    const spot =
      item.metadata.position === 'house' && leftPosition !== null && topPosition !== null
        ? movedPosition({ leftPosition, topPosition }, delta, room)
        : start
          ? dropPosition({ left: start.left + delta.x, top: start.top + delta.y, width: start.width, height: start.height }, room)
          : null;
    if (!spot) return;
    const metadata = { position: 'house' as const, ...spot };
    onOwned(replaceItem(owned, { ...item, is_shown: true, metadata }));
    saveLater(item.id, metadata);
  }

  return (
    <div className="house" data-testid="house">
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <Room roomRef={roomRef}>
          {placed.map((item) => (
            <DraggableItem key={item.id} item={item} inRoom />
          ))}
          {house.length === 0 && (
            <div className="house-empty">
              <p>Your monster’s house is empty. Get something cozy in the store!</p>
              <button className="btn btn-primary" onClick={onShop}>
                Go to the store
              </button>
            </div>
          )}
        </Room>
        <div className="house-footer">
          <Tray empty={boxed.length === 0}>
            {boxed.map((item) => (
              <DraggableItem key={item.id} item={item} inRoom={false} />
            ))}
          </Tray>
          <span className="house-save" data-state={save.state} data-testid="house-save-state" role="status">
            {save.state === 'saved' ? 'All saved' : save.state === 'error' ? save.message : 'Saving…'}
          </span>
        </div>
      </DndContext>
    </div>
  );
}
