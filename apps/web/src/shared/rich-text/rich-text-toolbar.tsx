import BoldOutlined from '@ant-design/icons/BoldOutlined';
import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { richTextFonts } from '@extranet/shared/rich-text';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Select, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { LinkDialog } from './link-dialog';
import { bareFontName } from './rich-text-value';

const fontOptions = richTextFonts.map((font) => ({
  value: font,
  label: <span style={{ fontFamily: font }}>{font}</span>,
}));

interface ToolProps {
  label: string;
  icon: ReactNode;
  pressed: boolean;
  onClick(): void;
}

function Tool({ label, icon, pressed, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={pressed ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * The editor's toolbar (docs/product/README.md#constants-and-limits): marks, lists, heading, link
 * and one of the eight fonts.
 */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      heading: e.isActive('heading', { level: 2 }),
      link: e.isActive('link'),
      href: String(e.getAttributes('link').href ?? ''),
      font: bareFontName(e.getAttributes('textStyle').fontFamily),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={`Formato de ${label}`}>
      <Tool
        label="Negrita"
        icon={<BoldOutlined />}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label="Cursiva"
        icon={<ItalicOutlined />}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label="Subrayado"
        icon={<UnderlineOutlined />}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label="Lista"
        icon={<UnorderedListOutlined />}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="Lista numerada"
        icon={<OrderedListOutlined />}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label="Título"
        icon={<FontSizeOutlined />}
        pressed={state.heading}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label="Enlace"
        icon={<LinkOutlined />}
        pressed={state.link}
        onClick={() => setLinkOpen(true)}
      />
      <Select
        className="rich-text-font"
        style={{ width: 200, maxWidth: '100%' }}
        aria-label="Fuente"
        placeholder="Fuente"
        allowClear
        value={state.font}
        options={fontOptions}
        onChange={(font?: string) =>
          font ? chain().setFontFamily(font).run() : chain().unsetFontFamily().run()
        }
      />
      {linkOpen && (
        <LinkDialog
          initialUrl={state.href}
          onCancel={() => setLinkOpen(false)}
          onSubmit={(url) => {
            setLinkOpen(false);
            if (url && editor.state.selection.empty && !state.link) {
              // Nothing selected: the address itself becomes the link's text.
              const marks = [{ type: 'link', attrs: { href: url } }];
              chain().insertContent({ type: 'text', text: url, marks }).run();
              return;
            }
            const link = chain().extendMarkRange('link');
            if (url) link.setLink({ href: url }).run();
            else link.unsetLink().run();
          }}
        />
      )}
    </div>
  );
}
