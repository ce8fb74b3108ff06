/**
 * docs/product/requests.md#validation: a requirements text of more than 10 characters shows its
 * block.
 */
const READABLE_TEXT_MIN = 11;

const entities: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Rich text as plain text: tags dropped, the common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the rich text says something (more than 10 characters of text). */
export const hasReadableText = (html: string) => plainText(html).length >= READABLE_TEXT_MIN;
