/**
 * Fonts of the rich-text editor (docs/product/README.md#constants-and-limits). The editor offers
 * exactly these, and the server keeps a `font-family` style only when it names one of them
 * (docs/architecture.md#security).
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
