import { Form } from 'antd';
import { memo, useDeferredValue } from 'react';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { DynamicForm } from '@/shared/dynamic-form/dynamic-form';

interface BuilderPreviewProps {
  fields: readonly StoredFormField[];
  formId: string;
}

/** The live preview; deferred, so typing in the builder stays responsive. */
export const BuilderPreview = memo(function BuilderPreview({
  fields,
  formId,
}: BuilderPreviewProps) {
  const deferred = useDeferredValue(fields);
  return (
    <Form layout="vertical" component="div" className="builder-preview-form">
      <DynamicForm fields={deferred} idPrefix={`${formId}-preview`} />
    </Form>
  );
});
