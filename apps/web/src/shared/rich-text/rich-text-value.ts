/** What the rich-text editor edits: the HTML the server keeps and TipTap's JSON document. */
export interface RichTextValue {
  html: string;
  json: unknown | null;
}

/** The family a style names, without the quotes a parsed `'Times New Roman'` keeps. */
export const bareFontName = (family: unknown): string | undefined =>
  typeof family === 'string' && family.trim()
    ? (family.split(',')[0] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2')
    : undefined;
