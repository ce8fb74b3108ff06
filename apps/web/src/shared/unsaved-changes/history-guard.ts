/**
 * The browser's back and forward buttons while an editor has unsaved changes
 * (docs/screens-resilience.md). The router is declarative, so its blocker is not available: the
 * router's history writes the entry's position as `idx` in `history.state` and moves on every
 * `popstate`. One listener, installed before the router's (app/start.tsx) so that it runs first,
 * hides such a move from the router while an editor holds the guard, puts the entry back, and
 * makes the move itself once the person chooses to leave.
 */
type Confirm = (leave: () => void) => void;

interface HeldGuard {
  /** The position of the editor's entry. */
  here: number;
  confirm: Confirm;
  unsaved: () => boolean;
}

let held: HeldGuard | undefined;
// The popstate of our own move back to the editor's entry, hidden from the router like the first.
let restoring = false;
// The popstate of the move the person chose: the router takes it.
let leaving = false;

const positionOf = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

function onPopState(event: PopStateEvent): void {
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  const guard = held;
  if (leaving || !guard?.unsaved()) {
    leaving = false;
    return;
  }
  const delta = (positionOf(event.state) ?? guard.here) - guard.here;
  if (delta === 0) return;
  event.stopImmediatePropagation();
  restoring = true;
  window.history.go(-delta);
  guard.confirm(() => {
    leaving = true;
    window.history.go(delta);
  });
}

/** Listens to popstate ahead of the router: once, before the app renders; returns the removal. */
export function installHistoryGuard(): () => void {
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}

/**
 * Asks `confirm` before a back or forward move leaves the current entry while `unsaved()`
 * holds; returns the release.
 */
export function guardHistory(confirm: Confirm, unsaved: () => boolean): () => void {
  const here = positionOf(window.history.state);
  if (here === undefined) return () => undefined;
  const guard: HeldGuard = { here, confirm, unsaved };
  held = guard;
  return () => {
    if (held === guard) held = undefined;
  };
}
