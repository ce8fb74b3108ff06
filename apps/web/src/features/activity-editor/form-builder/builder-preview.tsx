import { Form } from 'antd';
import { memo, useDeferredValue, useMemo } from 'react';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { PreviewFields, PreviewFieldsContext } from './preview-fields';

interface BuilderPreviewProps {
  fields: readonly StoredFormField[];
  formId: string;
}

/**
 * The live preview, deferred so that typing in the builder stays responsive. The antd Form is
 * built once; the fields reach the form's contents through a context, and each field of the
 * dynamic form is memoised, so an edit renders the edited field of the preview only.
 */
export const BuilderPreview = memo(function BuilderPreview({
  fields,
  formId,
}: BuilderPreviewProps) {
  const deferred = useDeferredValue(fields);
  const form = useMemo(
    () => (
      <Form layout="vertical" component="div" className="builder-preview-form">
        <PreviewFields idPrefix={`${formId}-preview`} />
      </Form>
    ),
    [formId],
  );
  return <PreviewFieldsContext value={deferred}>{form}</PreviewFieldsContext>;
});
