import StarterKit from '@tiptap/starter-kit';
import { FontFamily, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { RichTextToolbar } from './rich-text-toolbar';
import type { RichTextValue } from './rich-text-value';
import './rich-text.css';
import './rich-text-fonts.css';

export interface RichTextEditorProps {
  /** Names the editable region for assistive technology. */
  label: string;
  value: RichTextValue;
  onChange(value: RichTextValue): void;
}

/**
 * The rich-text editor of the campaign and activity editors
 * (docs/product/README.md#constants-and-limits): TipTap with bold, italic, underline, lists,
 * heading, link and the eight fonts, written as inline `style="font-family: …"` spans, the only
 * style the server's sanitizer keeps
 * (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list). Import it only from
 * lazily loaded editor pages: TipTap must stay out of the login bundle.
 */
export function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const lastHtml = useRef(value.html);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      TextStyle,
      FontFamily,
    ],
    content: value.html || '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      lastHtml.current = html;
      onChangeRef.current({ html, json: e.isEmpty ? null : e.getJSON() });
    },
  });

  // A value that arrives from outside (the campaign loaded by id) replaces the content.
  useEffect(() => {
    if (!editor || value.html === lastHtml.current) return;
    lastHtml.current = value.html;
    editor.commands.setContent(value.html || '', { emitUpdate: false });
  }, [editor, value.html]);

  if (!editor) return null;
  return (
    <div className="rich-text-editor">
      <RichTextToolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}
