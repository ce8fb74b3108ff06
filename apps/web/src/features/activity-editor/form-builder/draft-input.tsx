import { Input } from 'antd';
import { startTransition, useState } from 'react';

interface DraftInputProps {
  id: string;
  value: string;
  placeholder?: string;
  /** The new text: in a transition on each keystroke, and at once on blur or Enter. */
  onCommit: (text: string) => void;
}

/**
 * A text property of a builder field. The keystroke renders this input only; the row, the
 * builder and the preview follow in a transition, which the next keystroke may interrupt. On
 * blur and Enter (before GUARDAR can read the builder) the text is committed at once. While it
 * is shown the input is the only writer of its property, so it keeps its own text.
 */
export function DraftInput({ id, value, placeholder, onCommit }: DraftInputProps) {
  const [draft, setDraft] = useState(value);
  const commitNow = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <Input
      id={id}
      value={draft}
      placeholder={placeholder}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        startTransition(() => onCommit(text));
      }}
      onBlur={commitNow}
      onPressEnter={commitNow}
    />
  );
}
