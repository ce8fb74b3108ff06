import { AntdScope } from '@/shared/antd/antd-scope';
import { ToastBridge } from '@/shared/components/toast-bridge';
import { DialogBridge } from '@/shared/dialogs/dialog-bridge';

/** The toasts' and the dialogs' holders, in antd's scope (loaded by overlay-bridge.tsx). */
export function Overlays() {
  return (
    <AntdScope>
      <ToastBridge />
      <DialogBridge />
    </AntdScope>
  );
}
