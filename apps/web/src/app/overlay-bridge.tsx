import { lazy, Suspense } from 'react';
import { useDialogsWanted } from '@/shared/dialogs/dialogs';
import { useSession } from '@/shared/session/session-store';
import { useToastsWanted } from '@/shared/toast';

const Overlays = lazy(async () => ({ default: (await import('./overlays')).Overlays }));

/**
 * The toasts and dialogs (antd's), rendered for a session's screens and from the first toast or
 * dialog asked for without one: the login screen alone loads none of antd
 * (docs/architecture.md#performance-on-phones). What is asked for before they are loaded is
 * shown as soon as they are (shared/late-binding.ts).
 */
export function OverlayBridge() {
  const session = useSession();
  const toasts = useToastsWanted();
  const dialogs = useDialogsWanted();
  if (!session && !toasts && !dialogs) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
