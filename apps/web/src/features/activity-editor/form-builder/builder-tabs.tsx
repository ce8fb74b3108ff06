import { Tabs } from 'antd';
import { memo, useMemo } from 'react';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { editorTexts as t } from '../activity-editor-texts';
import { FormBuilder } from './form-builder';

/** The activity's two forms as the editor saves them. */
export interface BuilderForms {
  request: StoredFormField[];
  management: StoredFormField[];
}

interface BuilderTabsProps {
  initial: Readonly<BuilderForms>;
  /** Stable: called after each change of one form with its new fields. */
  onChange: (form: keyof BuilderForms, fields: StoredFormField[]) => void;
}

/**
 * 'Formulario de solicitud' and 'Formulario de gestión', one builder each. Each builder keeps
 * its own rows: typing in one re-renders that builder, not these tabs nor the editor.
 */
export const BuilderTabs = memo(function BuilderTabs({ initial, onChange }: BuilderTabsProps) {
  const items = useMemo(
    () => [
      {
        key: 'request',
        label: t.requestTab,
        children: (
          <FormBuilder
            initialFields={initial.request}
            onFieldsChange={(fields) => onChange('request', fields)}
            management={false}
            formId="request-form"
          />
        ),
      },
      {
        key: 'management',
        label: t.managementTab,
        children: (
          <FormBuilder
            initialFields={initial.management}
            onFieldsChange={(fields) => onChange('management', fields)}
            management
            formId="management-form"
          />
        ),
      },
    ],
    [initial, onChange],
  );
  return (
    <Tabs className="editor-section editor-tabs" size="small" tabBarGutter={16} items={items} />
  );
});
