import { Form } from 'antd';
import { useMemo } from 'react';
import { isHiddenField } from '@extranet/shared/forms/answer-rules';
import { findVisitorsField } from '@extranet/shared/forms/field-roles';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { answerPath, fieldShown } from './field-visibility';

/** A path no field has: watching it keeps the hook call unconditional. */
const NOTHING = ['__no-visitors-field__'];

/**
 * Which fields of a dynamic form are on screen, following the visitors count typed in the
 * surrounding antd Form when `companionControl` is on (docs/product/requests.md#request-form);
 * otherwise every field whose label does not start with '--'.
 */
export function useFieldShown(
  fields: readonly StoredFormField[],
  options: { namePrefix?: string; companionControl: boolean },
): (field: StoredFormField) => boolean {
  const { namePrefix, companionControl } = options;
  const form = Form.useFormInstance();
  const visitorsField = companionControl ? findVisitorsField(fields) : undefined;
  const path = visitorsField ? answerPath(visitorsField.name, namePrefix) : NOTHING;
  const visitors: unknown = Form.useWatch(path, form);
  return useMemo(
    () =>
      companionControl
        ? fieldShown(fields, visitors)
        : (field: StoredFormField) => !isHiddenField(field),
    [companionControl, fields, visitors],
  );
}
