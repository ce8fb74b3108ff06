import { Checkbox, InputNumber } from 'antd';
import { optionFieldTypes, type StoredFormField } from '@extranet/shared/forms/form-field';
import { editorTexts } from '../activity-editor-texts';
import { DraftInput } from './draft-input';
import { OptionsEditor } from './options-editor';

interface FieldPropertiesProps {
  idPrefix: string;
  field: StoredFormField;
  management: boolean;
  onEdit: (patch: Partial<StoredFormField>) => void;
}

const t = editorTexts.builder;

const numberOrUndefined = (value: number | null) => (value === null ? undefined : value);

/**
 * The properties of one field (docs/product/campaigns-and-activities.md#activity-editor), edited in
 * place.
 */
export function FieldProperties({ idPrefix, field, management, onEdit }: FieldPropertiesProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const bounded = field.type === 'number' || field.type === 'text' || field.type === 'textarea';
  return (
    <div className="builder-properties">
      <label htmlFor={id('label')}>{t.label}</label>
      <DraftInput id={id('label')} value={field.label} onCommit={(label) => onEdit({ label })} />
      <label htmlFor={id('name')}>{t.name}</label>
      <DraftInput id={id('name')} value={field.name} onCommit={(name) => onEdit({ name })} />
      {field.type !== 'file' && field.type !== 'checkbox-group' && field.type !== 'radio-group' && (
        <>
          <label htmlFor={id('placeholder')}>{t.placeholder}</label>
          <DraftInput
            id={id('placeholder')}
            value={field.placeholder ?? ''}
            onCommit={(text) => onEdit({ placeholder: text || undefined })}
          />
        </>
      )}
      {bounded && (
        <>
          <label htmlFor={id('min')}>{t.min}</label>
          <InputNumber
            id={id('min')}
            value={field.min ?? null}
            onChange={(v) => onEdit({ min: numberOrUndefined(v) })}
          />
          <label htmlFor={id('max')}>{t.max}</label>
          <InputNumber
            id={id('max')}
            value={field.max ?? null}
            onChange={(v) => onEdit({ max: numberOrUndefined(v) })}
          />
        </>
      )}
      {field.type === 'date' && (
        <>
          <label htmlFor={id('validation')}>{t.validation}</label>
          <DraftInput
            id={id('validation')}
            value={field.validation ?? ''}
            placeholder=">= 01/01/2025"
            onCommit={(text) => onEdit({ validation: text || undefined })}
          />
        </>
      )}
      <div className="builder-checks">
        <Checkbox
          checked={field.required === true}
          onChange={(e) => onEdit({ required: e.target.checked })}
        >
          {t.required}
        </Checkbox>
        {management && (
          <Checkbox
            checked={field.private === true}
            onChange={(e) => onEdit({ private: e.target.checked })}
          >
            {t.private}
          </Checkbox>
        )}
      </div>
      {optionFieldTypes.includes(field.type) && (
        <OptionsEditor
          idPrefix={idPrefix}
          values={field.values ?? []}
          onChange={(values) => onEdit({ values })}
        />
      )}
    </div>
  );
}
