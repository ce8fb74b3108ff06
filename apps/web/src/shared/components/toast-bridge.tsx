import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { bindToasts } from '@/shared/toast';

/** Hands the antd `App` message API to the toast module (rendered once, inside `<App>`). */
export function ToastBridge() {
  const { message } = App.useApp();
  useLayoutEffect(() => {
    bindToasts(message);
    return () => bindToasts(null);
  }, [message]);
  return null;
}
