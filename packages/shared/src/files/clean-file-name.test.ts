import { describe, expect, it } from 'vitest';
import { cleanFileName, extensionOf, storedFileName } from './clean-file-name.ts';

describe('cleanFileName', () => {
  it('keeps letters, digits, ñ, spaces, hyphen, underscore and dot', () => {
    expect(cleanFileName('Plan_de-visitas 2024.pdf')).toBe('Plan_de-visitas 2024.pdf');
    expect(cleanFileName('Año Ñandú.png')).toBe('Año Ñandu.png');
  });

  it('strips accents to their base letter', () => {
    expect(cleanFileName('Campaña Álava.pdf')).toBe('Campaña Alava.pdf');
    expect(cleanFileName('Çüéèô.docx')).toBe('Cueeo.docx');
  });

  it('keeps ñ in its composed form whatever form it arrives in', () => {
    expect(cleanFileName('Campan\u0303a.pdf')).toBe('Campa\u00f1a.pdf');
  });

  it('drops path separators and parent steps', () => {
    expect(cleanFileName('../../x.png')).toBe('x.png');
    expect(cleanFileName('..\\..\\x.png')).toBe('x.png');
    expect(cleanFileName('/etc/passwd')).toBe('etcpasswd');
    expect(cleanFileName('a/../../b.pdf')).toBe('a.b.pdf');
  });

  it('never makes a hidden file or a dot-only name', () => {
    expect(cleanFileName('.htaccess')).toBe('archivo.htaccess');
    expect(cleanFileName('..')).toBe('archivo');
    expect(cleanFileName('...png')).toBe('archivo.png');
    expect(cleanFileName('')).toBe('archivo');
  });

  it('drops NUL and control characters', () => {
    expect(cleanFileName('foto.png\u0000.exe')).toBe('foto.png.exe');
    expect(cleanFileName('fo\u0000to\n.png')).toBe('foto.png');
  });

  it('drops emoji and other symbols', () => {
    expect(cleanFileName('😀 fiesta 🎉.png')).toBe('fiesta.png');
    expect(cleanFileName('😀.png')).toBe('archivo.png');
    expect(cleanFileName('a<b>c:"d"|e?*.pdf')).toBe('abcde.pdf');
  });

  it('cuts to 200 characters keeping the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('a.pdf')).toBe(true);
  });

  it('keeps a long name within 255 bytes when it is full of ñ', () => {
    const cleaned = cleanFileName(`${'ñ'.repeat(300)}.pdf`);
    expect(cleaned.endsWith('.pdf')).toBe(true);
    expect(new TextEncoder().encode(storedFileName(9, cleaned, new Date())).length).toBeLessThan(
      255,
    );
  });

  it('treats a very long "extension" as part of the name', () => {
    const cleaned = cleanFileName(`informe.${'x'.repeat(300)}`);
    expect(cleaned).toHaveLength(200);
    expect(cleaned.startsWith('informe.xxx')).toBe(true);
  });
});

describe('storedFileName', () => {
  it('prefixes the cleaned name with the index and the timestamp', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(storedFileName(3, '../Campaña Álava.pdf', now)).toBe(
      `3_${now.getTime()}_Campaña Alava.pdf`,
    );
  });
});

describe('extensionOf', () => {
  it('answers the lower-case extension, or nothing', () => {
    expect(extensionOf('FOTO.JPG')).toBe('jpg');
    expect(extensionOf('sin extension')).toBe('');
    expect(extensionOf('.htaccess')).toBe('');
  });
});
