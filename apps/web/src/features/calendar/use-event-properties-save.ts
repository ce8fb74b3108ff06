import { messages } from '@extranet/shared/messages';
import type { FormInstance } from 'antd';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { toast } from '@/shared/toast';
import { useSetEventProperties, type EventRef } from './api';

export interface EventPropertiesValues {
  visible: boolean;
  color: string;
}

/**
 * The toast of a failed save (docs/product/calendar.md#event-editor): a server failure says
 * 'Error al modificar los datos'; a refusal (403, 404), a stale form (400) or no connection says
 * what the error catalogue says for it (docs/product/README.md#error-catalogue).
 */
export const saveFailureText = (err: unknown): string =>
  err instanceof ApiError && err.status === 500 ? messages.eventPropertiesError : errorText(err);

/**
 * GUARDAR of /eventeditor: saving until the answer; success says 'Se han modificado las
 * propiedades de visualización del evento', a failure its toast (a 400's message under the
 * colour), and either ends the saving state.
 */
export function useEventPropertiesSave(
  form: FormInstance<EventPropertiesValues>,
  ref: EventRef,
  onSaved: () => void,
) {
  const save = useSetEventProperties();
  const submit = (values: EventPropertiesValues) =>
    save.mutate(
      { ref, body: { propVisible: values.visible, propColor: values.color } },
      {
        onSuccess: (saved) => {
          form.setFieldsValue({ visible: saved.visible, color: saved.color });
          onSaved();
          toast.success(messages.eventPropertiesSaved);
        },
        onError: (err) => {
          if (isSessionEnd(err)) return;
          const colorError = err instanceof ApiError ? err.fields.propColor : undefined;
          if (colorError) form.setFields([{ name: 'color', errors: [colorError] }]);
          toast.error(saveFailureText(err));
        },
      },
    );
  return { submit, saving: save.isPending };
}
