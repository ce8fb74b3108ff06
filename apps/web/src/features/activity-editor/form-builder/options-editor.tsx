import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { editorTexts } from '../activity-editor-texts';

type Options = NonNullable<StoredFormField['values']>;

interface OptionsEditorProps {
  idPrefix: string;
  values: Options;
  onChange: (values: Options) => void;
}

const t = editorTexts.builder;

/** The label/value list of a select, checkbox group or radio group. */
export function OptionsEditor({ idPrefix, values, onChange }: OptionsEditorProps) {
  const update = (index: number, patch: Partial<Options[number]>) =>
    onChange(values.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <fieldset className="builder-options">
      <legend>{t.options}</legend>
      {values.map((option, index) => (
        <div className="builder-option" key={index}>
          <Input
            aria-label={`${t.optionLabel} ${index + 1}`}
            id={`${idPrefix}-opt-label-${index}`}
            value={option.label}
            onChange={(e) => update(index, { label: e.target.value })}
          />
          <Input
            aria-label={`${t.optionValue} ${index + 1}`}
            id={`${idPrefix}-opt-value-${index}`}
            value={option.value}
            onChange={(e) => update(index, { value: e.target.value })}
          />
          <Button
            aria-label={`${t.removeOption} ${index + 1}`}
            icon={<DeleteOutlined />}
            disabled={values.length <= 1}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => {
          const n = values.length + 1;
          onChange([...values, { label: `Opción ${n}`, value: `opcion-${n}`, selected: false }]);
        }}
      >
        {t.addOption}
      </Button>
    </fieldset>
  );
}
