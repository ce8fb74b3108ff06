import { richTextFonts } from '@extranet/shared/rich-text';

/**
 * Allow-list sanitizer for the rich text of campaigns and activities (design.md §8), written
 * without a dependency. Safety does not rest on parsing exactly as a browser does: the output
 * is rebuilt from scratch, so it holds only the elements below, with only the attributes
 * `attributesOf` writes (values escaped), and text in which `<` and `>` are always escaped.
 * A parser difference can cost fidelity, never let markup through.
 */
const ALLOWED = new Set([
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
]);
const VOID = new Set(['br']);
/** Elements whose content is raw text, not markup: it goes with them. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
  'plaintext',
]);
/** Elements whose whole subtree goes: their content means nothing on its own. */
const DROPPED_SUBTREE = new Set(['svg', 'math', 'template', 'object', 'applet', 'select', 'head']);

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: Map<string, string>; selfClosing: boolean }
  | { kind: 'end'; name: string };

const COMMENT_END = '-->';
const END_TAG = /<\/([a-zA-Z][^\t\n\f\r />]*)[^>]*>?/y;
const BOGUS = /<[/!?][^>]*>?/y;
const START_NAME = /<([a-zA-Z][^\t\n\f\r />]*)/y;
const SPACE = /[\t\n\f\r /]*/y;
const ATTRIBUTE =
  /([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)("?)|'([^']*)('?)|([^\t\n\f\r >]*)))?/y;

/** Reads one start tag at `start`; null when the tag never ends (a browser drops it too). */
function readStartTag(html: string, start: number): { token: Token; end: number } | null {
  START_NAME.lastIndex = start;
  const name = START_NAME.exec(html);
  if (!name?.[1]) return null;
  const attrs = new Map<string, string>();
  let i = START_NAME.lastIndex;
  for (;;) {
    SPACE.lastIndex = i;
    SPACE.exec(html);
    i = SPACE.lastIndex;
    if (i >= html.length) return null;
    if (html[i] === '>') break;
    ATTRIBUTE.lastIndex = i;
    const m = ATTRIBUTE.exec(html);
    if (!m?.[1]) return null;
    if ((m[2] !== undefined && m[3] === '') || (m[4] !== undefined && m[5] === '')) return null;
    const key = m[1].toLowerCase();
    // As in HTML, the first of two attributes with the same name wins.
    if (!attrs.has(key)) attrs.set(key, m[2] ?? m[4] ?? m[6] ?? '');
    i = ATTRIBUTE.lastIndex;
  }
  const selfClosing = html[i - 1] === '/';
  return { token: { kind: 'start', name: name[1].toLowerCase(), attrs, selfClosing }, end: i + 1 };
}

/** Splits HTML into text, start tags and end tags; comments and declarations vanish. */
function* tokenize(html: string): Generator<Token> {
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      yield { kind: 'text', text: html.slice(i) };
      return;
    }
    if (lt > i) yield { kind: 'text', text: html.slice(i, lt) };
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf(COMMENT_END, i + 4);
      i = end === -1 ? html.length : end + COMMENT_END.length;
      continue;
    }
    END_TAG.lastIndex = i;
    const end = END_TAG.exec(html);
    if (end?.[1]) {
      yield { kind: 'end', name: end[1].toLowerCase() };
      i = END_TAG.lastIndex;
      continue;
    }
    BOGUS.lastIndex = i;
    if (BOGUS.test(html)) {
      i = BOGUS.lastIndex;
      continue;
    }
    START_NAME.lastIndex = i;
    if (!START_NAME.test(html)) {
      yield { kind: 'text', text: '<' };
      i += 1;
      continue;
    }
    const start = readStartTag(html, i);
    // A tag that never ends swallows the rest, as in a browser.
    if (!start) return;
    yield start.token;
    i = start.end;
    if (start.token.kind === 'start' && RAW_TEXT.has(start.token.name)) {
      const close = new RegExp(`</${start.token.name}(?=[\\t\\n\\f\\r />]|$)`, 'gi');
      close.lastIndex = i;
      i = close.exec(html)?.index ?? html.length;
    }
  }
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
};

/** Decodes the character references an attribute value may hide a scheme or a quote behind. */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (whole, dec, hex, name) => {
    if (name !== undefined) return NAMED[String(name).toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(String(hex), 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

const escapeAttribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** Text keeps well-formed character references; every `<`, `>` and stray `&` is escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** Browsers trim C0 controls and spaces around a URL and ignore tabs and newlines in it. */
// eslint-disable-next-line no-control-regex -- control characters are what it trims.
const URL_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** Only absolute http(s) and mailto links: no javascript:, data:, or relative tricks. */
function safeHref(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const url = decodeEntities(raw)
    .replace(URL_EDGES, '')
    .replace(/[\t\n\r]/g, '');
  return /^(?:https?:\/\/|mailto:)/i.test(url) ? url : null;
}

const fontsByLowerName = new Map(richTextFonts.map((font) => [font.toLowerCase(), font]));

/** The `font-family` of a style, when its first family is one of the editor's fonts (spec §9). */
function fontOf(style: string | undefined): string | null {
  if (style === undefined) return null;
  for (const declaration of decodeEntities(style).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1 || declaration.slice(0, colon).trim().toLowerCase() !== 'font-family') {
      continue;
    }
    const first = (declaration.slice(colon + 1).split(',')[0] ?? '').trim();
    const font = fontsByLowerName.get(first.replace(/^(["'])(.*)\1$/, '$2').toLowerCase());
    if (font) return font.includes(' ') ? `'${font}'` : font;
  }
  return null;
}

function attributesOf(name: string, attrs: Map<string, string>): string {
  if (name === 'a') {
    const href = safeHref(attrs.get('href'));
    if (!href) return '';
    const target = attrs.get('target') === '_blank' ? ' target="_blank"' : '';
    return ` href="${escapeAttribute(href)}" rel="noopener noreferrer"${target}`;
  }
  if (name === 'span') {
    const font = fontOf(attrs.get('style'));
    return font ? ` style="font-family: ${escapeAttribute(font)}"` : '';
  }
  return '';
}

/**
 * Keeps p, br, strong, em, u, s, h1-h4, ul, ol, li, blockquote, links to http(s)/mailto (with
 * rel="noopener noreferrer") and spans with one of the editor's fonts; unwraps any other element
 * (its text stays), drops scripts, styles, frames, comments and every other attribute, and
 * closes whatever is left open, so stored rich text can be shown as HTML (design.md §8).
 */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: { name: string; depth: number } | null = null;
  for (const token of tokenize(html.replaceAll('\0', '\ufffd'))) {
    if (dropping) {
      if (token.kind !== 'text' && token.name === dropping.name) {
        if (token.kind === 'start' && !token.selfClosing) dropping.depth += 1;
        if (token.kind === 'end') dropping.depth -= 1;
        if (dropping.depth === 0) dropping = null;
      }
      continue;
    }
    if (token.kind === 'text') {
      out.push(escapeText(token.text));
    } else if (token.kind === 'start') {
      if (DROPPED_SUBTREE.has(token.name) && !token.selfClosing) {
        dropping = { name: token.name, depth: 1 };
      } else if (ALLOWED.has(token.name)) {
        out.push(`<${token.name}${attributesOf(token.name, token.attrs)}>`);
        if (!VOID.has(token.name)) open.push(token.name);
      }
    } else {
      const at = open.lastIndexOf(token.name);
      while (at !== -1 && open.length > at) out.push(`</${open.pop() ?? ''}>`);
    }
  }
  while (open.length > 0) out.push(`</${open.pop() ?? ''}>`);
  return out.join('');
}
