import { describe, expect, it } from 'vitest';
import { isEvent } from './is-event.ts';

const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}` }));

// docs/product/campaigns-and-activities.md#events
describe('isEvent', () => {
  it('treats fewer than 5 management fields as an event', () => {
    expect(isEvent(fields(0))).toBe(true);
    expect(isEvent(fields(4))).toBe(true);
  });

  it('treats 5 or more as an activity', () => {
    expect(isEvent(fields(5))).toBe(false);
    expect(isEvent(fields(10))).toBe(false);
  });
});
