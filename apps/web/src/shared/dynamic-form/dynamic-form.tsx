import { Form } from 'antd';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import { DynamicField } from './dynamic-field';

interface DynamicFormProps {
  fields: readonly StoredFormField[];
  readOnly?: boolean;
  /** Prefix of the control ids, so that two forms on one page keep unique ids. */
  idPrefix?: string;
}

/** Spec §2: fields whose label starts with '--' are hidden. */
export function isHiddenField(field: StoredFormField): boolean {
  return field.label.trim().startsWith('--');
}

/**
 * Renders a form definition in the formBuilder format (spec §3) as antd inputs, inside the
 * caller's antd Form: each answer under the field's name. Pure: no calls, no state.
 */
export function DynamicForm({ fields, readOnly = false, idPrefix = 'dyn' }: DynamicFormProps) {
  return (
    <>
      {fields
        .filter((field) => !isHiddenField(field))
        .map((field, index) => (
          <Form.Item
            key={`${field.name}-${index}`}
            name={field.name}
            label={field.label || field.name}
            htmlFor={`${idPrefix}-${field.name}`}
            {...(field.type === 'file' ? { getValueProps: () => ({}) } : {})}
            rules={
              field.required && !readOnly
                ? [{ required: true, message: messages.fieldRequired }]
                : undefined
            }
          >
            <DynamicField field={field} readOnly={readOnly} id={`${idPrefix}-${field.name}`} />
          </Form.Item>
        ))}
    </>
  );
}
