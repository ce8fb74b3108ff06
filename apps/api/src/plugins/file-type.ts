import type { FileExtension } from '@extranet/shared/files/allowed-types';

/**
 * File types recognised by their first bytes (docs/api-conventions.md#files: the type is checked
 * from the content, not only the extension). No dependency: the few signatures the uploads accept.
 */
export type SniffedType = 'jpeg' | 'png' | 'pdf' | 'zip' | 'ole';

const signatures: { type: SniffedType; bytes: readonly number[] }[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // '%PDF-'
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // 'PK\x03\x04': a zip archive, and so every .docx
  { type: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  // OLE2 compound document: the old Word .doc
  { type: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

/** How many leading bytes `sniffFileType` needs to see. */
export const SNIFF_BYTES = 8;

/** The type the first bytes of a file announce, or null when none of the known ones. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}

const contentOfExtension: Record<FileExtension, SniffedType> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  zip: 'zip',
  docx: 'zip',
  doc: 'ole',
};

/** True when the content's first bytes are those a file with this extension must have. */
export function contentMatchesExtension(extension: string, head: Uint8Array): boolean {
  const expected = contentOfExtension[extension.toLowerCase() as FileExtension] as
    SniffedType | undefined;
  return expected !== undefined && sniffFileType(head) === expected;
}

/**
 * The Content-Type a stored file is served with: from its sniffed content, the extension only
 * telling a Word .docx from a plain zip. Anything unrecognised is an opaque download.
 */
export function contentTypeOf(extension: string, head: Uint8Array): string {
  switch (sniffFileType(head)) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'pdf':
      return 'application/pdf';
    case 'zip':
      return extension.toLowerCase() === 'docx'
        ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        : 'application/zip';
    case 'ole':
      return 'application/msword';
    default:
      return 'application/octet-stream';
  }
}
