import { describe, expect, it } from 'vitest';
import { contentMatchesExtension, contentTypeOf, sniffFileType } from './file-type.ts';

const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pdf = new TextEncoder().encode('%PDF-1.7');
const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const doc = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const text = new TextEncoder().encode('hola que');

describe('sniffFileType', () => {
  it('recognises the accepted signatures', () => {
    expect(sniffFileType(jpeg)).toBe('jpeg');
    expect(sniffFileType(png)).toBe('png');
    expect(sniffFileType(pdf)).toBe('pdf');
    expect(sniffFileType(zip)).toBe('zip');
    expect(sniffFileType(doc)).toBe('ole');
  });

  it('answers null for anything else, and for too few bytes', () => {
    expect(sniffFileType(text)).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(png.subarray(0, 4))).toBeNull();
  });
});

describe('contentMatchesExtension', () => {
  it('accepts content that is what the extension says', () => {
    expect(contentMatchesExtension('jpg', jpeg)).toBe(true);
    expect(contentMatchesExtension('JPEG', jpeg)).toBe(true);
    expect(contentMatchesExtension('docx', zip)).toBe(true);
    expect(contentMatchesExtension('doc', doc)).toBe(true);
  });

  it('refuses a mismatch and unknown extensions', () => {
    expect(contentMatchesExtension('png', text)).toBe(false);
    expect(contentMatchesExtension('png', jpeg)).toBe(false);
    expect(contentMatchesExtension('pdf', zip)).toBe(false);
    expect(contentMatchesExtension('exe', text)).toBe(false);
    expect(contentMatchesExtension('constructor', jpeg)).toBe(false);
  });
});

describe('contentTypeOf', () => {
  it('answers the type of the content', () => {
    expect(contentTypeOf('png', png)).toBe('image/png');
    expect(contentTypeOf('pdf', pdf)).toBe('application/pdf');
    expect(contentTypeOf('zip', zip)).toBe('application/zip');
    expect(contentTypeOf('docx', zip)).toMatch(/wordprocessingml/);
    expect(contentTypeOf('png', text)).toBe('application/octet-stream');
  });
});
