import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

// docs/operations.md#when-the-database-is-away: which failures answer 503.
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown 57P01', withCode('57P01')],
    ['crash shutdown 57P02', withCode('57P02')],
    ['starting or stopping 57P03', withCode('57P03')],
    ['connection exception 08006', withCode('08006')],
    ['refused, behind Drizzle', wrapped(withCode('ECONNREFUSED'))],
    ['reset', withCode('ECONNRESET')],
    ['refused on both address families', new AggregateError([withCode('ECONNREFUSED')], 'x')],
    ['a connection ended mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['rollback on a dead connection', wrapped(new Error('Client was closed and is not queryable'))],
  ])('says yes to %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['an out-of-range integer', withCode('22003')],
    ['a missing file', withCode('ENOENT')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('says no to %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
