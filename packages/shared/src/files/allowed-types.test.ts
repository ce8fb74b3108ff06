import { describe, expect, it } from 'vitest';
import { allowedListOf, isAllowedFor, MAX_UPLOAD_BYTES, slotCapacity } from './allowed-types.ts';

describe('isAllowedFor', () => {
  it('takes only jpeg and png images for the image slots', () => {
    for (const slot of ['campaign-image', 'activity-image'] as const) {
      expect(isAllowedFor(slot, 'foto.jpg')).toBe(true);
      expect(isAllowedFor(slot, 'foto.JPEG')).toBe(true);
      expect(isAllowedFor(slot, 'foto.png')).toBe(true);
      expect(isAllowedFor(slot, 'foto.gif')).toBe(false);
      expect(isAllowedFor(slot, 'foto.pdf')).toBe(false);
    }
  });

  it('takes the agreement as image, pdf or zip, but not a Word file', () => {
    expect(isAllowedFor('campaign-agreement', 'convenio.pdf')).toBe(true);
    expect(isAllowedFor('campaign-agreement', 'convenio.zip')).toBe(true);
    expect(isAllowedFor('campaign-agreement', 'convenio.docx')).toBe(false);
  });

  it('takes documents for the file lists, never executables or names without extension', () => {
    for (const slot of ['campaign-files', 'activity-files'] as const) {
      expect(isAllowedFor(slot, 'bases.docx')).toBe(true);
      expect(isAllowedFor(slot, 'bases.doc')).toBe(true);
      expect(isAllowedFor(slot, 'bases.exe')).toBe(false);
      expect(isAllowedFor(slot, 'bases.pdf.exe')).toBe(false);
      expect(isAllowedFor(slot, 'pdf')).toBe(false);
      expect(isAllowedFor(slot, 'archivo.htaccess')).toBe(false);
    }
  });

  it('names the allowed extensions for a message', () => {
    expect(allowedListOf('campaign-image')).toBe('jpeg, jpg, png');
  });
});

describe('limits', () => {
  // docs/product/README.md#constants-and-limits
  it('holds one image, one agreement and ten files per list', () => {
    expect(slotCapacity['campaign-image']).toBe(1);
    expect(slotCapacity['campaign-agreement']).toBe(1);
    expect(slotCapacity['campaign-files']).toBe(10);
    expect(slotCapacity['activity-files']).toBe(10);
  });

  it('refuses what is over 50 × 1,024,000 bytes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(51_200_000);
  });
});
