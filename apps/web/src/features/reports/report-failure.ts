import { messages } from '@extranet/shared/messages';
import { ApiError, errorText } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { toast } from '@/shared/toast';

/**
 * A report that failed, a list's page or a printable document alike: an unknown report id is the
 * dialog 'reportID no válido' (docs/product/reporting.md#calls); any other refusal (the date
 * floor…) its own words.
 */
export function showReportFailure(error: unknown): void {
  if (error instanceof ApiError && error.error === 'invalid report id') {
    dialogs.error({ title: messages.reportIdInvalid });
  } else {
    toast.error(errorText(error));
  }
}
