// @vitest-environment node
import type { AttachmentListItem } from '@extranet/shared/schemas/order-list';
import { describe, expect, it } from 'vitest';
import { defaultSort } from '@/shared/order-lists/table-sort';
import {
  attachmentCsvColumns,
  attachmentExportQuery,
  attachmentListQuery,
} from './attachment-list-query';

const row: AttachmentListItem = {
  id: 3,
  date: '2026-03-05T10:00:00.000Z',
  state: { id: 2, value: 'Aceptada' },
  activityId: 1,
  activityName: 'Visita',
  campaignId: 1,
  campaignName: 'Visitas',
  userId: 5,
  userName: 'Pablo Ruiz',
  entityId: null,
  entityName: null,
  supervisorId: 2,
  file: {
    id: 8,
    field: 'foto',
    fieldName: 'Foto del grupo',
    form: 'request',
    file: '0_1_foto.png',
    originalName: 'foto.png',
    size: 10,
    url: '/api/order/3/file/0_1_foto.png',
  },
};

// docs/product/requests.md#attachment-list
describe('the attachment list call', () => {
  it('sends the filter with the attachment name, no userId, 10 a page', () => {
    expect(attachmentListQuery({ name: 'plano', stateId: 2 }, defaultSort)).toEqual({
      name: 'plano',
      stateId: 2,
      _sort: 'id',
      _dir: 'desc',
      _page: 0,
      _pagesize: 10,
    });
    expect(attachmentExportQuery({}, defaultSort)).toMatchObject({ _page: 0, _pagesize: 5000 });
  });

  it('exports the table columns with the attachment last', () => {
    const columns = attachmentCsvColumns();
    expect(columns.map((c) => c.header)).toEqual([
      'Id',
      'Estado',
      'F. Solicitud',
      'Actividad',
      'Solicitante',
      'Entidad',
      'Adjunto',
    ]);
    expect(columns.at(-1)?.value(row)).toBe('foto.png');
  });
});
