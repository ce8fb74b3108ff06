import type { ModalFuncProps } from 'antd';
import { useSyncExternalStore } from 'react';

/**
 * The screens' dialogs (docs/architecture.md#performance-on-phones): a question and an error,
 * antd's hook dialogs, so that they follow the theme and the locale. antd's modal code is not
 * part of the login's first load: `DialogBridge` renders its holder for a session's screens, or
 * once a dialog is asked for anywhere, and the holder hands its API over here. A dialog asked
 * before then is shown as soon as it is.
 */
export interface DialogApi {
  confirm: (config: ModalFuncProps) => unknown;
  error: (config: ModalFuncProps) => unknown;
}

let api: DialogApi | null = null;
const waiting: ((ready: DialogApi) => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** Called by the holder with antd's dialog API, and with null when it goes. */
export function bindDialogs(instance: DialogApi | null): void {
  api = instance;
  if (instance) for (const show of waiting.splice(0)) show(instance);
}

function ask(show: (ready: DialogApi) => void): void {
  if (api) {
    show(api);
    return;
  }
  waiting.push(show);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const dialogs = {
  confirm: (config: ModalFuncProps) => ask((ready) => ready.confirm(config)),
  error: (config: ModalFuncProps) => ask((ready) => ready.error(config)),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a dialog has been asked for, session or not. */
export const useDialogsWanted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
