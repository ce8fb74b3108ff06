/**
 * Fonts of the rich-text editor (spec §9). The editor offers exactly these, and the server keeps
 * a `font-family` style only when it names one of them (design.md §8).
 */
export const richTextFonts = [
  'Montserrat',
  'Calibri',
  'Arial',
  'Georgia',
  'Impact',
  'Tahoma',
  'Times New Roman',
  'Verdana',
] as const;
export type RichTextFont = (typeof richTextFonts)[number];
