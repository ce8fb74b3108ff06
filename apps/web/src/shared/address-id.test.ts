import { describe, expect, it } from 'vitest';
import { addressId } from './address-id';

describe('addressId', () => {
  it('reads a positive whole number, spaces around it allowed', () => {
    expect(addressId('12')).toBe(12);
    expect(addressId(' 7 ')).toBe(7);
  });

  it.each([null, undefined, '', '0', '-3', '1.5', '1e3', '0x10', 'abc', '9007199254740993'])(
    'refuses %j',
    (text) => {
      expect(addressId(text)).toBeUndefined();
    },
  );
});
