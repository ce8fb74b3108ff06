import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

describe('the administration calls in /api/docs', () => {
  it('documents every user, entity and analytics call of the back office', async () => {
    const res = await t.anon.get('/api/docs/json');
    const paths: Record<string, Record<string, unknown>> = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/user/list/for-user-organization/',
        '/api/user/get/by-id/',
        '/api/user/{id}/set-disabled/{bool}/',
        '/api/user/new/',
        '/api/user/{id}/change-user-data/',
        '/api/user/delete/{id}',
        '/api/entity/list/by-filter-order-by-name',
        '/api/entity/get/by-id/',
        '/api/entity/create',
        '/api/entity/{idEntity}/update',
        '/api/entity/delete/{id}',
        '/api/entity/list-historical/for-user/{id}',
        '/api/entity/list-historical-users/{id}',
        '/api/entity/list-center-data/{id}',
        '/api/analytics/list/',
        '/api/user/{idUser}/getfile/{name}',
      ]),
    );
    expect(Object.keys(paths['/api/user/new/'] ?? {})).toEqual(['post']);
  });
});
