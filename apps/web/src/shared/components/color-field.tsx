import { ColorPicker, Input, type InputProps } from 'antd';
import './color-field.css';

/** What antd's Form.Item hands its control: the label's id, the value and the error's links. */
type ColorFieldProps = Pick<InputProps, 'aria-invalid' | 'aria-describedby' | 'aria-required'> & {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * A colour '#RRGGBB' (the activity editor's and the event editor's,
 * docs/product/calendar.md#event-editor): the picker for the mouse, and the same value as text,
 * named by the field's visible label, for keyboards and screen readers.
 */
export function ColorField({ id, value = '', onChange, ...aria }: ColorFieldProps) {
  return (
    <div className="color-field">
      <ColorPicker
        value={value || undefined}
        disabledAlpha
        format="hex"
        onChangeComplete={(color) => onChange?.(color.toHexString().toUpperCase())}
      />
      <Input
        id={id}
        {...aria}
        value={value}
        maxLength={7}
        onChange={(event) => onChange?.(event.target.value.trim())}
        className="color-field__text"
      />
    </div>
  );
}
