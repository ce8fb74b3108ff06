import type { KeyboardEvent, MouseEvent } from 'react';

/** Clicks on a card's or row's own controls (switch, delete) do not also open its editor. */
export const fromControl = (event: MouseEvent | KeyboardEvent): boolean =>
  event.target instanceof Element &&
  event.target.closest('button, a, input, label, [role="switch"]') !== null;
