import type { OptionItem } from '@extranet/shared/schemas/common';
import { Checkbox } from 'antd';

interface TargetsFieldProps {
  id?: string;
  label: string;
  options: OptionItem[];
  value?: number[];
  onChange?(value: number[]): void;
}

/** Destinatarios: one checkbox per target, named as a group (Form.Item gives value/onChange). */
export function TargetsField({ id, label, options, value, onChange }: TargetsFieldProps) {
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group
        value={value ?? []}
        options={options.map((option) => ({ value: option.id, label: option.value }))}
        onChange={(checked) => onChange?.(checked)}
      />
    </div>
  );
}
