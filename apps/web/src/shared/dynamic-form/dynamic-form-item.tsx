import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { memo } from 'react';
import { HALF_DAY_VISIT_TYPE } from '@extranet/shared/forms/answer-rules';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import { answerRule } from './answer-rule';
import { DynamicField } from './dynamic-field';
import { numberHint } from './dynamic-form-texts';
import { answerPath } from './field-visibility';

/** A file control's value: the File objects chosen (the input itself keeps no React value). */
const filesFromEvent = (event: { target?: { files?: FileList | null } } | undefined) =>
  Array.from(event?.target?.files ?? []);

/** DynamicForm's options, as plain values, for one field. */
interface DynamicFormItemProps {
  field: StoredFormField;
  idPrefix: string;
  namePrefix: string | undefined;
  readOnly: boolean;
  answerRules: boolean;
  skipFileRequired: boolean;
  /**
   * The visit type takes the half-day option besides its own (docs/product/requests.md#validation).
   */
  isVisitType: boolean;
}

/** The answer rules of one field: only `required` without `answerRules` (the preview). */
function rulesOf(
  field: StoredFormField,
  { readOnly, answerRules, skipFileRequired, isVisitType }: DynamicFormItemProps,
): Rule[] | undefined {
  if (readOnly) return undefined;
  if (!answerRules) {
    return field.required ? [{ required: true, message: messages.fieldRequired }] : undefined;
  }
  const skipRequired = skipFileRequired && field.type === 'file';
  const extraOptions = isVisitType ? [HALF_DAY_VISIT_TYPE] : [];
  return [answerRule(field, { skipRequired, extraOptions })];
}

/**
 * One field in its Form.Item. Memoised on plain props: when one field of a long form changes
 * (the builder's preview while typing), only that field renders again.
 */
export const DynamicFormItem = memo(function DynamicFormItem(props: DynamicFormItemProps) {
  const { field, idPrefix, namePrefix, readOnly, answerRules, skipFileRequired } = props;
  const id = `${idPrefix}-${field.name}`;
  const isFile = field.type === 'file';
  const checking = answerRules && !readOnly;
  return (
    <Form.Item
      name={answerPath(field.name, namePrefix)}
      label={field.label || field.name}
      htmlFor={id}
      required={checking && field.required === true && !(isFile && skipFileRequired)}
      extra={checking ? numberHint(field) : undefined}
      {...(isFile ? { getValueProps: () => ({}), getValueFromEvent: filesFromEvent } : {})}
      rules={rulesOf(field, props)}
    >
      <DynamicField field={field} readOnly={readOnly} id={id} clampNumbers={!checking} />
    </Form.Item>
  );
});
