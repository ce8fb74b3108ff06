import { lazy, Suspense } from 'react';
import { useSession } from '@/shared/session/session-store';
import { useDialogsWanted } from './dialogs';

const DialogHolder = lazy(async () => ({
  default: (await import('./dialog-holder')).DialogHolder,
}));

/**
 * The dialogs' holder (dialogs.ts), rendered for a session's screens, which ask questions, and
 * from the first dialog asked without one; never loaded for the login screen alone.
 */
export function DialogBridge() {
  const session = useSession();
  const wanted = useDialogsWanted();
  if (!session && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <DialogHolder />
    </Suspense>
  );
}
