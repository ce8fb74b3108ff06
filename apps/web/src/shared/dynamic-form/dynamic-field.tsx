import { Checkbox, DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import { orderFileExtensions } from '@extranet/shared/files/allowed-types';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { dynamicFormTexts } from './dynamic-form-texts';
import './dynamic-file.css';

interface DynamicFieldProps {
  field: StoredFormField;
  readOnly?: boolean;
  id?: string;
  /**
   * Number inputs snap to min/max (antd's default). Off where the shared rules check the
   * range, so that an out-of-range number stays and is refused with the documented message.
   */
  clampNumbers?: boolean;
  /** value, onChange and the aria attributes, injected by the antd Form.Item around it. */
  [control: string]: unknown;
}

const optionsOf = (field: StoredFormField) =>
  (field.values ?? []).map((option) => ({ label: option.label, value: option.value }));

/** Number inputs lose focus on wheel (docs/product/requests.md#request-form). */
const blurOnWheel = (event: React.WheelEvent<HTMLElement>) => {
  if (event.target instanceof HTMLElement) event.target.blur();
};

/**
 * '{email}' is a rule marker (docs/product/requests.md#validation), not a hint anyone should read.
 */
const EMAIL_HINT = 'nombre@dominio.es';
const placeholderOf = (field: StoredFormField) =>
  field.placeholder?.includes('{email}') ? EMAIL_HINT : field.placeholder;

/**
 * Order files take the documents the campaign files take (the API's order upload checks the
 * same list): the picker offers only those.
 */
const fileAccept = orderFileExtensions.map((ext) => `.${ext}`).join(',');

/**
 * The antd control of one form-builder field
 * (docs/product/campaigns-and-activities.md#activity-editor). Value and onChange come from the
 * surrounding antd Form.Item; a file field holds File objects. Option groups carry their label
 * themselves: a <label for> does not name a group.
 */
export function DynamicField({
  field,
  readOnly = false,
  id,
  clampNumbers = true,
  ...control
}: DynamicFieldProps) {
  const common = { id, disabled: readOnly, ...control };
  const placeholder = placeholderOf(field);
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={3} placeholder={placeholder} />;
    case 'number':
      return (
        <InputNumber
          {...common}
          min={clampNumbers ? field.min : undefined}
          max={clampNumbers ? field.max : undefined}
          placeholder={placeholder}
          onWheel={blurOnWheel}
          style={{ width: '100%', maxWidth: 240 }}
        />
      );
    case 'date':
      return <DatePicker {...common} format="DD/MM/YYYY" placeholder={placeholder} />;
    case 'checkbox-group': {
      // role="group" may not carry aria-required (axe aria-allowed-attr): the name says it.
      const { 'aria-required': required, ...groupProps } = common as typeof common & {
        'aria-required'?: unknown;
      };
      const name = required ? `${field.label} (${dynamicFormTexts.required})` : field.label;
      return <Checkbox.Group {...groupProps} aria-label={name} options={optionsOf(field)} />;
    }
    case 'radio-group':
      return <Radio.Group {...common} aria-label={field.label} options={optionsOf(field)} />;
    case 'select':
      return (
        <Select
          {...common}
          options={optionsOf(field)}
          placeholder={placeholder}
          style={{ maxWidth: 400 }}
        />
      );
    case 'file':
      return (
        <input
          {...control}
          id={id}
          type="file"
          disabled={readOnly}
          multiple={field.multiple === true}
          accept={fileAccept}
          className="dynamic-file"
        />
      );
    default:
      return <Input {...common} placeholder={placeholder} />;
  }
}
