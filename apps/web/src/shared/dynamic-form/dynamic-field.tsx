import { Checkbox, DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import type { StoredFormField } from '@extranet/shared/forms/form-field';

interface DynamicFieldProps {
  field: StoredFormField;
  readOnly?: boolean;
  id?: string;
  /** value and onChange, injected by the antd Form.Item around the control. */
  [control: string]: unknown;
}

const optionsOf = (field: StoredFormField) =>
  (field.values ?? []).map((option) => ({ label: option.label, value: option.value }));

/** Number inputs lose focus on wheel (spec §2 "/activityorder"). */
const blurOnWheel = (event: React.WheelEvent<HTMLElement>) => {
  if (event.target instanceof HTMLElement) event.target.blur();
};

/**
 * The antd control of one form-builder field (spec §3 "Form field definition"). Value and
 * onChange come from the surrounding antd Form.Item.
 */
export function DynamicField({ field, readOnly = false, id, ...control }: DynamicFieldProps) {
  const common = { id, disabled: readOnly, ...control };
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={3} placeholder={field.placeholder} />;
    case 'number':
      return (
        <InputNumber
          {...common}
          min={field.min}
          max={field.max}
          placeholder={field.placeholder}
          onWheel={blurOnWheel}
          style={{ width: '100%', maxWidth: 240 }}
        />
      );
    case 'date':
      return <DatePicker {...common} format="DD/MM/YYYY" placeholder={field.placeholder} />;
    case 'checkbox-group':
      return <Checkbox.Group {...common} options={optionsOf(field)} />;
    case 'radio-group':
      return <Radio.Group {...common} options={optionsOf(field)} />;
    case 'select':
      return (
        <Select
          {...common}
          options={optionsOf(field)}
          placeholder={field.placeholder}
          style={{ maxWidth: 400 }}
        />
      );
    case 'file':
      return <input id={id} type="file" disabled={readOnly} className="dynamic-file" />;
    default:
      return <Input {...common} placeholder={field.placeholder} />;
  }
}
