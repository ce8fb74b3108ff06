import type { ModalFuncProps } from 'antd';
import { lateBinding } from '@/shared/late-binding';

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

const binding = lateBinding<DialogApi>();

/** Called by the holder with antd's dialog API, and with null when it goes. */
export const bindDialogs = binding.bind;

export const dialogs = {
  confirm: (config: ModalFuncProps) => binding.call((ready) => ready.confirm(config)),
  error: (config: ModalFuncProps) => binding.call((ready) => ready.error(config)),
};

/** True once a dialog has been asked for, session or not. */
export const useDialogsWanted = binding.useWanted;
