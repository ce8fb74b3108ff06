import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { Fragment, type ReactNode } from 'react';
import {
  HALF_DAY_VISIT_TYPE,
  isHiddenField as isHiddenLabel,
} from '@extranet/shared/forms/answer-rules';
import { findVisitTypeField } from '@extranet/shared/forms/field-roles';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import { answerRule } from './answer-rule';
import { DynamicField } from './dynamic-field';
import { numberHint } from './dynamic-form-texts';
import { answerPath } from './field-visibility';
import { useFieldShown } from './use-field-shown';

interface DynamicFormProps {
  fields: readonly StoredFormField[];
  readOnly?: boolean;
  /** Prefix of the control ids, so that two forms on one page keep unique ids. */
  idPrefix?: string;
  /** Keep the answers under this name of the surrounding Form (`[namePrefix, field.name]`). */
  namePrefix?: string;
  /**
   * Check every answer with the shared rules of spec §5 (answer-rules.ts, as the server does):
   * required, options, number range, date bounds, hh:mm, {email}, DNI and the 50 MB file limit.
   * Off (the form builder's preview), only `required` is checked.
   */
  answerRules?: boolean;
  /** Show companion fields and the combined field by the visitors count (spec §2). */
  companionControl?: boolean;
  /** Spec §5: the file requirement is skipped on the order-detail page. */
  skipFileRequired?: boolean;
  /**
   * Shown right after a field's control, outside its Form.Item (the order detail lists the
   * stored files of a file field there); nothing when it answers null or undefined.
   */
  fieldAddon?: (field: StoredFormField) => ReactNode;
}

/** Spec §2: fields whose label starts with '--' are hidden. */
export function isHiddenField(field: StoredFormField): boolean {
  return isHiddenLabel(field);
}

/** A file control's value: the File objects chosen (the input itself keeps no React value). */
const filesFromEvent = (event: { target?: { files?: FileList | null } } | undefined) =>
  Array.from(event?.target?.files ?? []);

/**
 * Renders a form definition in the formBuilder format (spec §3) as antd inputs, inside the
 * caller's antd Form: each answer under the field's name (or `[namePrefix, name]`). Pure: no
 * calls; it only watches the visitors count when `companionControl` is on.
 */
export function DynamicForm({
  fields,
  readOnly = false,
  idPrefix = 'dyn',
  namePrefix,
  answerRules = false,
  companionControl = false,
  skipFileRequired = false,
  fieldAddon,
}: DynamicFormProps) {
  const shown = useFieldShown(fields, { namePrefix, companionControl });
  const visitType = findVisitTypeField(fields);
  const checking = answerRules && !readOnly;

  const rulesOf = (field: StoredFormField): Rule[] | undefined => {
    if (readOnly) return undefined;
    if (!answerRules) {
      return field.required ? [{ required: true, message: messages.fieldRequired }] : undefined;
    }
    const skipRequired = skipFileRequired && field.type === 'file';
    const extraOptions = field === visitType ? [HALF_DAY_VISIT_TYPE] : [];
    return [answerRule(field, { skipRequired, extraOptions })];
  };

  return (
    <>
      {fields.map((field, index) => {
        if (!shown(field)) return null;
        const id = `${idPrefix}-${field.name}`;
        const isFile = field.type === 'file';
        return (
          <Fragment key={`${field.name}-${index}`}>
            <Form.Item
              name={answerPath(field.name, namePrefix)}
              label={field.label || field.name}
              htmlFor={id}
              required={checking && field.required === true && !(isFile && skipFileRequired)}
              extra={checking ? numberHint(field) : undefined}
              {...(isFile ? { getValueProps: () => ({}), getValueFromEvent: filesFromEvent } : {})}
              rules={rulesOf(field)}
            >
              <DynamicField field={field} readOnly={readOnly} id={id} clampNumbers={!checking} />
            </Form.Item>
            {fieldAddon?.(field)}
          </Fragment>
        );
      })}
    </>
  );
}
