import { useId, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * Clicks on a card's or row's own controls (a switch, a delete or download button, a selection
 * checkbox) do not also open what the card or row stands for.
 */
export const fromControl = (event: MouseEvent | KeyboardEvent): boolean =>
  event.target instanceof Element &&
  event.target.closest('button, a, input, label, [role="switch"], .ant-table-selection-column') !==
    null;

/**
 * Table rows that open on click and on Enter: each row is in the tab order and points to the
 * hint (`hintId`) that says so. `onRow` is antd Table's prop of the same name.
 */
export function useOpenableRows<Row>(onOpen: (row: Row) => void, className: string) {
  const hintId = useId();
  const onRow = (row: Row) => ({
    tabIndex: 0,
    className,
    'aria-describedby': hintId,
    onClick: (event: MouseEvent) => {
      if (!fromControl(event)) onOpen(row);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      onOpen(row);
    },
  });
  return { hintId, onRow };
}
