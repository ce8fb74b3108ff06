import { createContext, useContext } from 'react';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { DynamicForm } from '@/shared/dynamic-form/dynamic-form';

/**
 * The fields the preview shows, handed down past the preview's antd Form: a new value renders
 * the consumer below without rendering the Form again (a Form render gives every Form.Item a
 * new context and renders all 60 of them).
 */
export const PreviewFieldsContext = createContext<readonly StoredFormField[]>([]);

/** The preview's fields, read from PreviewFieldsContext. */
export function PreviewFields({ idPrefix }: { idPrefix: string }) {
  const fields = useContext(PreviewFieldsContext);
  return <DynamicForm fields={fields} idPrefix={idPrefix} />;
}
