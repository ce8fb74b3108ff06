import { useCallback, useEffect, useRef, useState } from 'react';
import { dialogs } from '@/shared/dialogs/dialogs';
import { guardHistory } from './history-guard';
import { holdLeaveGuard } from './leave-guard';

const unsavedChangesTexts = {
  question: 'Hay cambios sin guardar. ¿Desea salir sin guardarlos?',
  leave: 'Salir sin guardar',
  stay: 'Seguir editando',
};

/**
 * The link of this app that a plain click (no modifier key, main button) would follow in this
 * tab, or undefined. Links to other sites and new tabs are left to the browser (and to
 * `beforeunload`).
 */
function inAppLinkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return undefined;
  }
  // A link inside the text being edited is clicked to place the caret, not followed.
  if (anchor.closest('[contenteditable="true"]')) return undefined;
  return anchor.origin === window.location.origin ? anchor : undefined;
}

/**
 * An editor's unsaved changes (docs/screens-resilience.md): `markChanged` on every edit,
 * `markSaved` when a save is accepted; `confirmLeave` (VOLVER) leaves at once when nothing
 * changed and otherwise asks 'Hay cambios sin guardar…'. While changes are unsaved, the header
 * menu, the app's links and the browser's back and forward buttons ask the same, and closing or
 * reloading the tab gets the browser's own question.
 */
export function useUnsavedChanges() {
  const [changed, setChanged] = useState(false);
  // Read by the callbacks, which must not change identity on every edit.
  const changedRef = useRef(false);

  const markChanged = useCallback(() => {
    if (changedRef.current) return;
    changedRef.current = true;
    setChanged(true);
  }, []);

  const markSaved = useCallback(() => {
    changedRef.current = false;
    setChanged(false);
  }, []);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!changedRef.current) {
        leave();
        return;
      }
      dialogs.confirm({
        title: unsavedChangesTexts.question,
        okText: unsavedChangesTexts.leave,
        cancelText: unsavedChangesTexts.stay,
        okButtonProps: { danger: true },
        // The safe answer is the one the keyboard lands on.
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => {
          markSaved();
          leave();
        },
      });
    },
    [markSaved],
  );

  useEffect(() => {
    if (!changed) return;
    const askBrowser = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // A link of the app (an entity's centres, a user's entities…) asks too: its click is held
    // before the router sees it, and clicked again once the person chooses to leave.
    let passing = false;
    const askOnLink = (event: MouseEvent) => {
      const anchor = inAppLinkOf(event);
      if (passing || !anchor) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(() => {
        passing = true;
        anchor.click();
        passing = false;
      });
    };
    window.addEventListener('beforeunload', askBrowser);
    document.addEventListener('click', askOnLink, true);
    const release = holdLeaveGuard(confirmLeave);
    const releaseHistory = guardHistory(confirmLeave, () => changedRef.current);
    return () => {
      window.removeEventListener('beforeunload', askBrowser);
      document.removeEventListener('click', askOnLink, true);
      release();
      releaseHistory();
    };
  }, [changed, confirmLeave]);

  return { changed, markChanged, markSaved, confirmLeave };
}
