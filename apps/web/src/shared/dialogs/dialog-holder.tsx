import { Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { bindDialogs } from './dialogs';

/** Renders antd's hook dialogs and hands their API to `dialogs` while it is rendered. */
export function DialogHolder() {
  const [modal, holder] = Modal.useModal();
  useLayoutEffect(() => {
    bindDialogs(modal);
    return () => bindDialogs(null);
  }, [modal]);
  return holder;
}
