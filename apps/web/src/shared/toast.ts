import type { MessageInstance } from 'antd/es/message/interface';
import { createElement, Fragment, type ReactNode } from 'react';
import { lateBinding } from '@/shared/late-binding';
import './toast.css';

/**
 * Toasts (docs/product/README.md#error-catalogue): success and error messages shown briefly and
 * then cleared. antd's hook message API (so that it follows the theme and locale) is bound by
 * `ToastBridge`, which the app renders for a session's screens or from the first toast on (the
 * login loads no antd until then: docs/architecture.md#performance-on-phones); code outside React
 * (the HTTP client, the query cache) toasts through here too.
 */
const binding = lateBinding<MessageInstance>();

/** Called by `ToastBridge` with antd's message API, and with null when it goes. */
export const bindToasts = binding.bind;

/** True once a toast has been shown, session or not. */
export const useToastsWanted = binding.useWanted;

type Level = 'success' | 'error' | 'warning' | 'info';

const durations: Record<Level, number> = { success: 3, info: 3, warning: 5, error: 5 };

function show(level: Level, content: ReactNode, key: string): void {
  binding.call((api) => {
    void api.open({ type: level, content, key, duration: durations[level] });
  });
}

/** The message on its own line, as the product words it, and why under it in a smaller line. */
const withReason = (content: string, reason: string) =>
  createElement(
    Fragment,
    null,
    createElement('span', null, content),
    createElement('span', { className: 'toast-reason' }, reason),
  );

/** A toast of one text; a key makes a repeated toast (e.g. from two guards) replace the first. */
const ofText = (level: Level) => (content: string, key?: string) =>
  show(level, content, key ?? content);

export const toast = {
  success: ofText('success'),
  error: ofText('error'),
  warning: ofText('warning'),
  info: ofText('info'),
  /** An error whose documented message is fixed (e.g. a failed upload) and whose reason varies. */
  errorWithReason: (content: string, reason: string) =>
    show('error', withReason(content, reason), `${content}\n${reason}`),
};
