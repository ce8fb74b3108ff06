import type { RichTextFont } from '@extranet/shared/rich-text';
import { sanitizeHtml } from '../../plugins/sanitize-html.ts';

// Rich text for the demo catalogue, written once and produced in the two forms the editors
// store (docs/architecture.md#security): the HTML that TipTap's getHTML() gives, passed through the
// server's sanitizer as every saved text is, and the matching TipTap JSON document.

/** A node of a TipTap (ProseMirror) JSON document. */
interface TipTapNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TipTapNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** A run of text, plain or with the marks the editor offers. */
export type Inline = string | { text: string; bold?: boolean; font?: RichTextFont };

interface Block {
  html: string;
  json: TipTapNode;
}

export interface RichText {
  html: string;
  json: TipTapNode;
}

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function inline(part: Inline): Block {
  const run = typeof part === 'string' ? { text: part } : part;
  let html = escape(run.text);
  const marks: NonNullable<TipTapNode['marks']> = [];
  if (run.bold) {
    html = `<strong>${html}</strong>`;
    marks.push({ type: 'bold' });
  }
  if (run.font) {
    const family = run.font.includes(' ') ? `'${run.font}'` : run.font;
    html = `<span style="font-family: ${family}">${html}</span>`;
    marks.push({ type: 'textStyle', attrs: { fontFamily: run.font } });
  }
  const json: TipTapNode = { type: 'text', text: run.text };
  if (marks.length > 0) json.marks = marks;
  return { html, json };
}

/** A paragraph of runs. */
export function p(...parts: Inline[]): Block {
  const runs = parts.map(inline);
  return {
    html: `<p>${runs.map((r) => r.html).join('')}</p>`,
    json: { type: 'paragraph', content: runs.map((r) => r.json) },
  };
}

/** A heading: the editor offers level 2 only. */
export function h2(text: string): Block {
  return {
    html: `<h2>${escape(text)}</h2>`,
    json: { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] },
  };
}

/** A bulleted list; TipTap wraps each item's text in a paragraph. */
export function ul(...items: (Inline | Inline[])[]): Block {
  const paragraphs = items.map((item) => p(...(Array.isArray(item) ? item : [item])));
  return {
    html: `<ul>${paragraphs.map((para) => `<li>${para.html}</li>`).join('')}</ul>`,
    json: {
      type: 'bulletList',
      content: paragraphs.map((para) => ({ type: 'listItem', content: [para.json] })),
    },
  };
}

export const bold = (text: string): Inline => ({ text, bold: true });
export const inFont = (font: RichTextFont, text: string): Inline => ({ text, font });

/** The stored pair: sanitized HTML and its TipTap document. */
export function richText(...blocks: Block[]): RichText {
  return {
    html: sanitizeHtml(blocks.map((b) => b.html).join('')),
    json: { type: 'doc', content: blocks.map((b) => b.json) },
  };
}
