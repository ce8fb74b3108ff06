import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSubmissionKey } from './submission-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newSubmissionKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a new version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newSubmissionKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('writes one from random bytes where randomUUID is missing (a plain HTTP page)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(0xff) });
    expect(newSubmissionKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
