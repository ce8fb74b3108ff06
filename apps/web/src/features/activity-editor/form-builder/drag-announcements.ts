import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** Spanish words for the drag-and-drop live region (WCAG: keyboard reordering is announced). */
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover un campo, pulse espacio o intro; use las flechas para desplazarlo, espacio o intro para soltarlo y escape para cancelar.',
};

const position = (id: string | number | undefined) =>
  id === undefined
    ? ''
    : String(document.getElementById(`row-${String(id)}`)?.dataset.position ?? '');

export const announcements: Announcements = {
  onDragStart: ({ active }) => `Campo ${position(active.id)} seleccionado.`,
  onDragOver: ({ active, over }) =>
    over
      ? `Campo ${position(active.id)} sobre la posición ${position(over.id)}.`
      : 'Fuera de la lista.',
  onDragEnd: ({ active, over }) =>
    over
      ? `Campo ${position(active.id)} soltado en la posición ${position(over.id)}.`
      : 'Campo soltado.',
  onDragCancel: ({ active }) => `Movimiento del campo ${position(active.id)} cancelado.`,
};
