/**
 * The one editor with unsaved changes on screen, if any, and how it asks before it is left
 * (docs/screens-resilience.md). The router is declarative (no data router, so no `useBlocker`):
 * the links that leave a screen from outside it, the header menu, ask through here.
 */
type LeaveGuard = (leave: () => void) => void;

let current: LeaveGuard | undefined;

/** Holds `guard` until the returned function is called (the editor is saved or unmounted). */
export function holdLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = undefined;
  };
}

/** Runs `leave` at once, or after the editor with unsaved changes has asked and been told to. */
export function leaveThroughGuard(leave: () => void): void {
  if (current) current(leave);
  else leave();
}
