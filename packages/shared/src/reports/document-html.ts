/**
 * Text into HTML (docs/product/reporting.md#documents): labels, values and filter lines are what
 * people typed (an entity may be named `<img src=x onerror=…>`), so every text and attribute
 * value of a document goes through here and reads as text, never as markup.
 */

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A text safe between tags and inside a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
