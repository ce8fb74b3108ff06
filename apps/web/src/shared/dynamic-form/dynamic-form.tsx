import { Fragment, type ReactNode } from 'react';
import { isHiddenField as isHiddenLabel } from '@extranet/shared/forms/answer-rules';
import { findVisitTypeField } from '@extranet/shared/forms/field-roles';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { useProgressiveCount } from '../use-progressive-count';
import { DynamicFormItem } from './dynamic-form-item';
import { useFieldShown } from './use-field-shown';

interface DynamicFormProps {
  fields: readonly StoredFormField[];
  readOnly?: boolean;
  /** Prefix of the control ids, so that two forms on one page keep unique ids. */
  idPrefix?: string;
  /** Keep the answers under this name of the surrounding Form (`[namePrefix, field.name]`). */
  namePrefix?: string;
  /**
   * Check every answer with the shared rules of docs/product/requests.md#validation
   * (answer-rules.ts, as the server does): required, options, number range, date bounds, hh:mm,
   * {email}, DNI and the 50 MB file limit. Off (the form builder's preview), only `required` is
   * checked.
   */
  answerRules?: boolean;
  /**
   * Show companion fields and the combined field by the visitors count
   * (docs/product/requests.md#request-form).
   */
  companionControl?: boolean;
  /**
   * docs/product/requests.md#validation: the file requirement is skipped on the order-detail page.
   */
  skipFileRequired?: boolean;
  /**
   * Shown right after a field's control, outside its Form.Item (the order detail lists the
   * stored files of a file field there); nothing when it answers null or undefined.
   */
  fieldAddon?: (field: StoredFormField) => ReactNode;
  /**
   * Draws the fields this many at a time, one background render after another (the request
   * form, whose fields are below the activity on a phone); all at once when not given.
   */
  fieldsPerPass?: number;
}

/** docs/product/requests.md#request-form: fields whose label starts with '--' are hidden. */
export function isHiddenField(field: StoredFormField): boolean {
  return isHiddenLabel(field);
}

/**
 * Renders a form definition in the formBuilder format
 * (docs/product/campaigns-and-activities.md#activity-editor) as antd inputs, inside the caller's
 * antd Form: each answer under the field's name (or `[namePrefix, name]`). Pure: no calls; it only
 * watches the visitors count when `companionControl` is on.
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
  fieldsPerPass,
}: DynamicFormProps) {
  const shown = useFieldShown(fields, { namePrefix, companionControl });
  const visitType = findVisitTypeField(fields);
  const drawn = useProgressiveCount(fields.length, fieldsPerPass ?? fields.length);

  return (
    <>
      {fields.slice(0, drawn).map((field, index) =>
        shown(field) ? (
          <Fragment key={`${field.name}-${index}`}>
            <DynamicFormItem
              field={field}
              idPrefix={idPrefix}
              namePrefix={namePrefix}
              readOnly={readOnly}
              answerRules={answerRules}
              skipFileRequired={skipFileRequired}
              isVisitType={field === visitType}
            />
            {fieldAddon?.(field)}
          </Fragment>
        ) : null,
      )}
    </>
  );
}
