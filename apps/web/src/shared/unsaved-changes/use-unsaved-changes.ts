import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdLeaveGuard } from './leave-guard';

export const unsavedChangesTexts = {
  question: 'Hay cambios sin guardar. ¿Desea salir sin guardarlos?',
  leave: 'Salir sin guardar',
  stay: 'Seguir editando',
};

/**
 * An editor's unsaved changes (docs/screens-resilience.md): `markChanged` on every edit,
 * `markSaved` when a save is accepted; `confirmLeave` (VOLVER) leaves at once when nothing
 * changed and otherwise asks 'Hay cambios sin guardar…'. While changes are unsaved, the header
 * menu asks the same, and closing or reloading the tab gets the browser's own question.
 */
export function useUnsavedChanges() {
  const { modal } = App.useApp();
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
      modal.confirm({
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
    [modal, markSaved],
  );

  useEffect(() => {
    if (!changed) return;
    const askBrowser = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBrowser);
    const release = holdLeaveGuard(confirmLeave);
    return () => {
      window.removeEventListener('beforeunload', askBrowser);
      release();
    };
  }, [changed, confirmLeave]);

  return { changed, markChanged, markSaved, confirmLeave };
}
