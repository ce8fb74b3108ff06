// @vitest-environment node
import { messages } from '@extranet/shared/messages';
import { describe, expect, it } from 'vitest';
import { cifError, cifSearchTerm } from './entity-cif';

// docs/product/requests.md#entities-on-a-request
describe('the CIF of an entity search or a new entity', () => {
  it('searches by CIF once more than 7 characters remain without dashes', () => {
    expect(cifSearchTerm('Q-330000')).toBeUndefined();
    expect(cifSearchTerm('q-3300002')).toBe('Q3300002');
    expect(cifSearchTerm('Q-3300-002B/1')).toBe('Q3300002B');
  });

  it('cleans a new CIF before checking it', () => {
    expect(cifError('')).toBe(messages.fieldRequired);
    expect(cifError(' / ')).toBe(messages.fieldRequired);
    expect(cifError('q-3300002-G/2')).toBeUndefined();
    expect(cifError('g-33123456/2')).toBeUndefined();
    expect(cifError('B12345678')).toBe(messages.entityCifInvalid);
    expect(cifError('G-33123457')).toBe(messages.entityCifInvalid);
  });
});
