import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';

const t = useTestApp();

/** The calls that stream a file, with no JSON reply to describe (docs/api-conventions.md#replies). */
const downloads = [
  'GET /api/files/campaign/{id}/image/{name}',
  'GET /api/files/campaign/{id}/documents/{name}',
  'GET /api/files/activity/{id}/image/{name}',
  'GET /api/files/activity/{id}/documents/{name}',
  'GET /api/order/{id}/file/{name}',
  'GET /api/user/{idUser}/getfile/{name}',
  'GET /api/calendar/public.ics',
  'GET /api/calendar/feed/{token}.ics',
  'GET /api/order/{id}/calendar.ics',
];

type Operation = { responses?: Record<string, { content?: object }> };

describe('reply schemas in /api/docs', () => {
  it('describes the reply of every call but the file downloads', async () => {
    const res = await t.anon.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const calls = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        described: Object.entries(operation.responses ?? {}).some(
          ([status, reply]) => status.startsWith('2') && reply.content !== undefined,
        ),
      })),
    );
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter((call) => !call.described).map((call) => call.call)).toEqual(downloads);
  });
});
