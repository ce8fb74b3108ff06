import { messages } from '@extranet/shared/messages';
import type { FormInstance } from 'antd';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { serverFieldErrors } from '@/shared/form-errors';
import { toast } from '@/shared/toast';
import { useUpdateEntity } from './api';
import { entityRequestOf, type EntityValues } from './entity-values';

/**
 * GUARDAR of /entityeditor (docs/product/administration-and-analytics.md#entity-editor): saving
 * until the answer; success says 'Se han guardado los datos de la entidad', an error its toast (the
 * API's words, its field errors under their inputs), and either ends the saving state.
 */
export function useEntitySave(
  form: FormInstance<EntityValues>,
  entityId: number,
  onSaved: () => void,
) {
  const save = useUpdateEntity();
  const submit = (values: EntityValues) =>
    save.mutate(entityRequestOf(entityId, values), {
      onSuccess: (saved) => {
        // The stored CIF is the cleaned one: show what was kept.
        form.setFieldsValue({ entityCif: saved.cif });
        onSaved();
        toast.success(messages.entitySaved);
      },
      onError: (err) => {
        if (isSessionEnd(err)) return;
        if (err instanceof ApiError && err.status === 400) {
          form.setFields(serverFieldErrors<EntityValues>(err.fields));
        }
        toast.error(errorText(err));
      },
    });
  return { submit, saving: save.isPending };
}
