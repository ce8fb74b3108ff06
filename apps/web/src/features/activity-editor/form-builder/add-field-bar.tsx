import { PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { memo, useState, type Dispatch } from 'react';
import { managementFieldMaster, requestFieldMaster } from '@extranet/shared/forms/field-master';
import {
  managementFieldTypes,
  requestFieldTypes,
  type FormFieldType,
} from '@extranet/shared/forms/form-field';
import { editorTexts } from '../activity-editor-texts';
import type { BuilderAction } from './builder-reducer';

interface AddFieldBarProps {
  management: boolean;
  formId: string;
  dispatch: Dispatch<BuilderAction>;
}

const t = editorTexts.builder;

/**
 * Adds a field by type (radio-group in the management form only) or from 'Maestro de campos'.
 * Memoised: its props never change, so a keystroke in a row does not rebuild its option lists.
 */
export const AddFieldBar = memo(function AddFieldBar({
  management,
  formId,
  dispatch,
}: AddFieldBarProps) {
  const types = management ? managementFieldTypes : requestFieldTypes;
  const master = management ? managementFieldMaster : requestFieldMaster;
  const [type, setType] = useState<FormFieldType>('text');
  const masterOptions = types
    .map((fieldType) => ({
      label: editorTexts.fieldTypes[fieldType],
      title: editorTexts.fieldTypes[fieldType],
      options: master
        .map((field, index) => ({ field, index }))
        .filter(({ field }) => field.type === fieldType)
        .map(({ field, index }) => ({ label: field.label, value: index })),
    }))
    .filter((group) => group.options.length > 0);
  return (
    <div className="builder-add">
      <div className="builder-add-item">
        <label htmlFor={`${formId}-type`}>{t.typeLabel}</label>
        <div className="builder-add-row">
          <Select
            id={`${formId}-type`}
            value={type}
            onChange={setType}
            options={types.map((value) => ({ value, label: editorTexts.fieldTypes[value] }))}
            style={{ minWidth: 180 }}
          />
          <Button
            icon={<PlusOutlined />}
            onClick={() => dispatch({ type: 'add', fieldType: type })}
          >
            {t.addType}
          </Button>
        </div>
      </div>
      <div className="builder-add-item">
        <label htmlFor={`${formId}-master`}>{t.master}</label>
        <Select<number>
          id={`${formId}-master`}
          value={null}
          placeholder={t.masterPlaceholder}
          options={masterOptions}
          onChange={(index) => {
            const field = master[index];
            if (field) dispatch({ type: 'add', fieldType: field.type, master: field });
          }}
          showSearch={{ optionFilterProp: 'label' }}
          className="builder-master"
        />
      </div>
    </div>
  );
});
