import { message } from 'antd';
import { useLayoutEffect } from 'react';
import { bindToasts } from '@/shared/toast';

/**
 * Renders antd's hook messages (so that they follow the theme and locale) and hands their API to
 * the toast module; rendered once, by the app's providers.
 */
export function ToastBridge() {
  const [api, holder] = message.useMessage();
  useLayoutEffect(() => {
    bindToasts(api);
    return () => bindToasts(null);
  }, [api]);
  return holder;
}
