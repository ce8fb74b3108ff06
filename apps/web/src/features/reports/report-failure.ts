import { messages } from '@extranet/shared/messages';
import type { App } from 'antd';
import { ApiError, errorText } from '@/shared/api-error';
import { toast } from '@/shared/toast';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/**
 * A report that failed, a list's page or a printable document alike: an unknown report id is the
 * dialog 'reportID no válido' (docs/product/reporting.md#calls); any other refusal (the date
 * floor…) its own words.
 */
export function showReportFailure(error: unknown, modal: ModalApi): void {
  if (error instanceof ApiError && error.error === 'invalid report id') {
    modal.error({ title: messages.reportIdInvalid });
  } else {
    toast.error(errorText(error));
  }
}
