import { messages } from '@extranet/shared/messages';
import { richTextFonts } from '@extranet/shared/rich-text';
import sanitize from 'sanitize-html';
import { AppError } from './app-error.ts';

/**
 * The rich text of campaigns and activities is cleaned by sanitize-html (a maintained parser
 * and allow-list, docs/exports-text-and-time.md) with the allow-list of docs/decisions.md
 * "Rich text". The output is rebuilt from the parsed tree: only the elements and attributes
 * below, attribute values and text escaped.
 */

/** Quoted as CSS needs a name with spaces: `'Times New Roman'`. */
const cssFont = (font: string) => (font.includes(' ') ? `'${font}'` : font);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly one of the editor's fonts, as the span transform below writes it. */
const EDITOR_FONT = new RegExp(`^(?:${richTextFonts.map(cssFont).map(escapeRegExp).join('|')})$`);

const fontsByLowerName = new Map(richTextFonts.map((font) => [font.toLowerCase(), font]));

/**
 * The first family of a style's `font-family` when it is one of the editor's fonts (docs/exports-text-and-time.md),
 * any case, quoted or not. Only a lookup in that list: what it returns is one of eight known
 * names, and sanitize-html still checks the style it is written into against EDITOR_FONT.
 */
function editorFontOf(style: string | undefined): string | null {
  for (const declaration of (style ?? '').split(';')) {
    const [property = '', value = ''] = declaration.split(':', 2);
    if (property.trim().toLowerCase() !== 'font-family') continue;
    const first = (value.split(',')[0] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
    const font = fontsByLowerName.get(first.toLowerCase());
    if (font) return font;
  }
  return null;
}

/** Links only to absolute http(s) and mailto addresses: no relative or protocol-relative ones. */
const ABSOLUTE_LINK = /^(?:https?:\/\/|mailto:)/i;

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], span: ['style'] },
  allowedStyles: { span: { 'font-family': [EDITOR_FONT] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  // Other elements are unwrapped (their text stays); these go with all they hold, since their
  // content means nothing as text (scripts, styles, frames, embedded documents).
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'noscript',
    'title',
    'plaintext',
    'svg',
    'math',
    'template',
    'object',
    'applet',
    'head',
  ],
  transformTags: {
    // Every link opens without handing the page to its target (rel), in a new tab if asked.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      if (!ABSOLUTE_LINK.test(href)) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: {
          href,
          rel: 'noopener noreferrer',
          ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        },
      };
    },
    // A span keeps one style: the editor's font it names first (docs/decisions.md "Rich text").
    span: (tagName, { style }) => {
      const font = editorFontOf(style);
      const attribs: sanitize.Attributes = font ? { style: `font-family:${cssFont(font)}` } : {};
      return { tagName, attribs };
    },
  },
};

/**
 * The parser under sanitize-html takes time in the square of how deep elements nest (its
 * stack grows at the front): 80,000 unclosed `<u>` took 6 s of the event loop. A text's depth
 * is at most its number of start tags, so past this many the text is refused before parsing;
 * 20,000 nested ones take about half a second, and an editor's text has a few hundred.
 */
const MAX_START_TAGS = 20_000;

function startTagCount(html: string): number {
  let count = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const next = html.charCodeAt(at + 1) | 0x20; // lower case of an ASCII letter
    if (next >= 0x61 && next <= 0x7a) count += 1;
  }
  return count;
}

/**
 * Keeps p, br, strong, em, u, s, h1-h4, ul, ol, li, blockquote, links to http(s)/mailto (with
 * rel="noopener noreferrer") and spans with one of the editor's fonts; unwraps any other element
 * (its text stays), drops scripts, styles, frames, comments and every other attribute, and
 * closes whatever is left open, so stored rich text can be shown as HTML
 * (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list).
 */
export function sanitizeHtml(html: string): string {
  if (startTagCount(html) > MAX_START_TAGS) {
    throw new AppError('validation', { richText: messages.richTextTooManyTags });
  }
  return sanitize(html, options);
}
