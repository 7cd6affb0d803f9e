/**
 * Drag to reorder the photos with a mouse, pen or finger (pointer events): the card's handle captures the pointer,
 * and the photo moves to the place of the card under it. Keyboards use the cards' arrow buttons instead.
 */
import { useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dragOnto, type PhotoUpdate } from './photo-list.ts';

type PointerHandler = (event: ReactPointerEvent<HTMLElement>) => void;

export interface PhotoDrag {
  /** The id of the photo being dragged. */
  dragging: string | null;
  /** The handlers of photo `id`'s handle. */
  handle(id: string): {
    onPointerDown: PointerHandler;
    onPointerMove: PointerHandler;
    onPointerUp: () => void;
    onPointerCancel: () => void;
  };
}

export function usePhotoDrag(onChange: (update: PhotoUpdate) => void): PhotoDrag {
  const [dragging, setDragging] = useState<string | null>(null);
  const end = () => setDragging(null);
  const move: PointerHandler = (event) => {
    if (!dragging) return;
    const target = document
      .elementsFromPoint(event.clientX, event.clientY)
      .map((element) => element.closest<HTMLElement>('[data-photo-id]'))
      .find((card) => card && card.dataset['photoId'] !== dragging)?.dataset['photoId'];
    if (target) onChange(dragOnto(dragging, target));
  };
  return {
    dragging,
    handle: (id) => ({
      onPointerDown: (event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(id);
      },
      onPointerMove: move,
      onPointerUp: end,
      onPointerCancel: end,
    }),
  };
}
