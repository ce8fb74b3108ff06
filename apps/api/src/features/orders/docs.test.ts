import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

describe('the order calls in /api/docs', () => {
  it('documents every order and entity lookup call, the multipart bodies included', async () => {
    const res = await t.anon.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths: Record<string, Record<string, { requestBody?: { content: object } }>> = res.json()
      .paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/order/create/',
        '/api/order/{id}/get',
        '/api/order/{idOrder}/update/',
        '/api/order/{id}/cancel/',
        '/api/order/{id}/file/{name}',
        '/api/order/change-states',
        '/api/order/{id}/send-email/',
        '/api/order/{idOrder}/assign-entity/{idEntity}',
        '/api/order/{idOrder}/create-assign-entity',
        '/api/order/list-minimized/by-filter',
        '/api/order/list-minimized/by-attachment',
        '/api/order/get-activity-names/',
        '/api/order/get-entity-names/',
        '/api/entity/list/for-user/{idUser}',
        '/api/entity/list/by-filter',
      ]),
    );
    expect(Object.keys(paths['/api/order/create/']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
  });
});
