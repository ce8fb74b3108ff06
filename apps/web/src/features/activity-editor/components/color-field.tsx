import { ColorPicker, Input } from 'antd';
import { editorTexts } from '../activity-editor-texts';

interface ColorFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** Colour '#RRGGBB': a picker and, for keyboards and screen readers, the same value as text. */
export function ColorField({ id, value = '', onChange }: ColorFieldProps) {
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
        aria-label={editorTexts.colorText}
        value={value}
        maxLength={7}
        onChange={(e) => onChange?.(e.target.value.trim())}
        style={{ maxWidth: 140 }}
      />
    </div>
  );
}
