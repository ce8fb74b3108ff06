import { LazyRichTextEditor } from '@/shared/rich-text/lazy-rich-text-editor';
import type { RichTextValue } from '@/shared/rich-text/rich-text-value';

interface RichTextFieldProps {
  label: string;
  value?: RichTextValue;
  onChange?(value: RichTextValue): void;
}

const empty: RichTextValue = { html: '', json: null };

/** Explicación / Requisitos: the shared rich-text editor as an antd Form control. */
export function RichTextField({ label, value, onChange }: RichTextFieldProps) {
  return (
    <LazyRichTextEditor label={label} value={value ?? empty} onChange={(v) => onChange?.(v)} />
  );
}
