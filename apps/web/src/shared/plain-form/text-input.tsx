import type { InputHTMLAttributes } from 'react';
import { classes, inputStatus, themed } from './classes';
import { describedBy } from './form-field';

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A text box as antd's Input draws it (docs/architecture.md#performance-on-phones). */
export function TextInput({ id, value, onChange, error, type = 'text', ...rest }: TextInputProps) {
  return (
    <input
      {...rest}
      {...describedBy(id, error)}
      id={id}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={classes(
        'ant-input ant-input-outlined',
        inputStatus(error),
        themed,
        'ant-input-css-var',
      )}
    />
  );
}
