import { LazyRichTextEditor } from '@/shared/rich-text/lazy-rich-text-editor';
import type { RichTextValue } from '@/shared/rich-text/rich-text-value';

interface ContentFieldProps {
  label: string;
  value?: RichTextValue;
  onChange?(value: RichTextValue): void;
}

const empty: RichTextValue = { html: '', json: null };

/** The Contenido field: the shared rich-text editor as an antd Form control. */
export function ContentField({ label, value, onChange }: ContentFieldProps) {
  return (
    <LazyRichTextEditor label={label} value={value ?? empty} onChange={(v) => onChange?.(v)} />
  );
}
