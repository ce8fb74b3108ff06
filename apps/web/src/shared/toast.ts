import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts (spec §8): success and error messages shown briefly and then cleared. The antd
 * message API comes from `App.useApp()` (so it follows the theme and locale) and is bound once
 * by `ToastBridge`; code outside React (the HTTP client, the query cache) toasts through here.
 */
let api: MessageInstance | null = null;

/** Called by `ToastBridge` with the message API of the antd `App`. */
export function bindToasts(instance: MessageInstance | null): void {
  api = instance;
}

type Level = 'success' | 'error' | 'warning' | 'info';

const durations: Record<Level, number> = { success: 3, info: 3, warning: 5, error: 5 };

function show(level: Level, content: string, key?: string): void {
  // A key makes a repeated toast (e.g. from two guards at once) replace the first one.
  api?.open({ type: level, content, key: key ?? content, duration: durations[level] });
}

export const toast = {
  success: (content: string, key?: string) => show('success', content, key),
  error: (content: string, key?: string) => show('error', content, key),
  warning: (content: string, key?: string) => show('warning', content, key),
  info: (content: string, key?: string) => show('info', content, key),
};
