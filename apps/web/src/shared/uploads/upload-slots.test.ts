import { messages } from '@extranet/shared/messages';
import { describe, expect, it } from 'vitest';
import { displayFileName, slotRules, uploadProblem, uploadSlotOf } from './upload-slots';

const file = (name: string, size = 10) => ({ name, size }) as File;

describe('uploadProblem', () => {
  it('checks the type with the shared allowed list of the slot', () => {
    expect(uploadSlotOf('campaign', 'fileagreement')).toBe('campaign-agreement');
    expect(uploadProblem('campaign', 'image', file('foto.png'))).toBeNull();
    expect(uploadProblem('campaign', 'image', file('foto.pdf'))).toBe(
      messages.uploadTypeNotAllowed,
    );
    expect(uploadProblem('campaign', 'fileagreement', file('convenio.docx'))).toBe(
      messages.uploadTypeNotAllowed,
    );
    expect(uploadProblem('activity', 'files', file('ficha.docx'))).toBeNull();
  });

  it('refuses what is over 50 × 1,024,000 bytes', () => {
    expect(uploadProblem('campaign', 'files', file('a.pdf', 51_200_000))).toBeNull();
    expect(uploadProblem('campaign', 'files', file('a.pdf', 51_200_001))).toBe(
      messages.payloadTooLarge,
    );
  });
});

describe('slotRules', () => {
  it("gives each slot's file input the shared extensions and its capacity", () => {
    expect(slotRules('campaign', 'image')).toEqual({ accept: '.jpeg,.jpg,.png', max: 1 });
    expect(slotRules('campaign', 'fileagreement')).toEqual({
      accept: '.jpeg,.jpg,.png,.pdf,.zip',
      max: 1,
    });
    expect(slotRules('activity', 'files')).toEqual({
      accept: '.jpeg,.jpg,.png,.pdf,.doc,.docx,.zip',
      max: 10,
    });
  });
});

describe('displayFileName', () => {
  it('drops the index and timestamp of the stored name', () => {
    expect(displayFileName('3_1712345678901_Plan de visitas.pdf')).toBe('Plan de visitas.pdf');
    expect(displayFileName('sin prefijo.pdf')).toBe('sin prefijo.pdf');
  });
});
