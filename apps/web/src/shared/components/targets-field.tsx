import type { OptionItem } from '@extranet/shared/schemas/common';
import { Checkbox } from 'antd';

interface TargetsFieldProps {
  id?: string;
  label: string;
  options: OptionItem[];
  /** Said in the group's name: a role="group" may not carry aria-required (axe). */
  required?: boolean;
  value?: number[];
  onChange?(value: number[]): void;
}

/**
 * Destinatarios: one checkbox per target, named as a group (Form.Item gives value/onChange;
 * its other props, aria-required among them, are deliberately not passed on).
 */
export function TargetsField({ id, label, options, required, value, onChange }: TargetsFieldProps) {
  return (
    <div id={id} role="group" aria-label={required ? `${label} (obligatorio)` : label}>
      <Checkbox.Group
        value={value ?? []}
        options={options.map((option) => ({ value: option.id, label: option.value }))}
        onChange={(checked) => onChange?.(checked)}
      />
    </div>
  );
}
