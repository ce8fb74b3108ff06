import { messages } from '@extranet/shared/messages';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import type { FormInstance } from 'antd';
import { acceptAnywayDialog, isPlacesExceeded } from '@/shared/accept-anyway';
import { ApiError, errorText, isSessionEnd, type ApiErrorCode } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { toast } from '@/shared/toast';
import { useUpdateOrder } from './api';
import type { DetailAccess } from './detail-mode';
import { updateFormData } from './detail-payload';
import {
  ANSWERS,
  MANAGEMENT,
  managementFieldShown,
  requestFieldShown,
  type DetailFormValues,
} from './detail-values';

type FieldPath = (string | number)[];

/** Where a 400 of the update names a field (`userData.fecha`, `stateChangeReason`…). */
function formPathOf(key: string): FieldPath | undefined {
  const [part, name] = key.split('.', 2);
  if (part === 'userData' && name) return [ANSWERS, name];
  if (part === 'userDataManagement' && name) return [MANAGEMENT, name];
  if (part === 'stateChangeReason' || part === 'idState') return [part];
  return undefined;
}

/** Refusals of the state rules (409) belong under the state selector. */
const stateRefusals = new Set<ApiErrorCode>([
  'entity not validated',
  'transition not allowed',
  'places exceeded',
]);

/**
 * GUARDAR (docs/product/requests.md#validation): the form has checked both dynamic forms with the
 * rules of the request form; this sends what the viewer may change as `order/{idOrder}/update/`
 * multipart and shows the server's refusals under their fields.
 */
export function useDetailSave(options: {
  order: OrderDetail;
  access: DetailAccess;
  form: FormInstance<DetailFormValues>;
  filesToDelete: readonly string[];
  onSaved: (order: OrderDetail) => void;
}) {
  const { order, access, form, filesToDelete, onSaved } = options;
  const update = useUpdateOrder(order.id);

  const showRefusal = (err: unknown, force: boolean) => {
    if (isSessionEnd(err)) return;
    if (isPlacesExceeded(err) && !force) {
      // The state selector keeps the reason; the dialog offers to accept anyway.
      form.setFields([{ name: 'idState', errors: [err.message] }]);
      dialogs.confirm(acceptAnywayDialog(err, () => send(true)));
      return;
    }
    if (err instanceof ApiError && stateRefusals.has(err.error)) {
      form.setFields([{ name: 'idState', errors: [err.message] }]);
    }
    const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
    const placed = fields
      .map(([key, message]) => ({ name: formPathOf(key), errors: [message] }))
      .filter((entry): entry is { name: FieldPath; errors: string[] } => !!entry.name);
    if (placed.length > 0) {
      form.setFields(placed as Parameters<typeof form.setFields>[0]);
      toast.error(messages.orderFormCheckFields);
      return;
    }
    toast.error(fields[0]?.[1] ?? errorText(err));
  };

  const send = (force: boolean) => {
    const values = form.getFieldsValue(true) as DetailFormValues;
    const answers = values.answers ?? {};
    const request = order.activity.formMetadata;
    const body = updateFormData({
      request: access.requestEditable
        ? { fields: request, values: answers, shown: requestFieldShown(request, answers) }
        : undefined,
      management: access.managementEditable
        ? {
            fields: order.activity.formMetadataManagement,
            values: values.management ?? {},
            shown: managementFieldShown,
          }
        : undefined,
      state: access.manager
        ? {
            idState: values.idState ?? order.state.id,
            reason: values.stateChangeReason ?? '',
            sendMails: values.sendMails ?? true,
            force,
          }
        : undefined,
      storedFiles: order.fileData,
      filesToDelete,
    });
    update.mutate(body, { onSuccess: onSaved, onError: (err) => showRefusal(err, force) });
  };

  /** Form onFinish: the first send, without force. */
  const submit = () => send(false);

  /**
   * Form onFinishFailed: a refused state says why; anything else, the message of
   * docs/product/requests.md#validation.
   */
  const refused = (info: { errorFields: { name: FieldPath; errors: string[] }[] }) => {
    const state = info.errorFields.find((field) => field.name[0] === 'idState');
    toast.error(state?.errors[0] ?? messages.orderFormCheckFields);
  };

  return { submit, refused, saving: update.isPending };
}
