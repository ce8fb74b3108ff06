import { describe, expect, it } from 'vitest';
import { printSlots } from './print-slots.ts';

/** A task that runs until the test lets it end. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('PDF print slots', () => {
  it('runs two tasks at a time and the next ones in the order they came', async () => {
    const inTurn = printSlots(2);
    const log: string[] = [];
    const a = heldTask(log, 'a');
    const b = heldTask(log, 'b');
    const c = heldTask(log, 'c');
    const d = heldTask(log, 'd');
    const results = [a, b, c, d].map((task) => inTurn(task.run));
    await settled();
    expect(log).toEqual(['start a', 'start b']);

    b.finish();
    await settled();
    // A newcomer does not overtake the line: the freed slot went to c.
    const e = heldTask(log, 'e');
    const late = inTurn(e.run);
    await settled();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);

    for (const task of [a, c, d, e]) task.finish();
    expect(await Promise.all([...results, late])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start a',
      'start b',
      'start c',
      'start d',
      'start e',
    ]);
  });

  it('frees the slot of a task that failed', async () => {
    const inTurn = printSlots(1);
    await expect(inTurn(() => Promise.reject(new Error('roto')))).rejects.toThrow('roto');
    expect(await inTurn(async () => 'siguiente')).toBe('siguiente');
  });
});
