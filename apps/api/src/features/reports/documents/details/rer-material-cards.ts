import { sql } from 'drizzle-orm';
import { foldDocumentRows } from '@extranet/shared/reports/document-groups';
import { rowsOf } from '../../../../db/client.ts';
import { columns, renamed } from '../../columns.ts';
import { selectList, type ListColumn, type RawRow } from '../../list-type.ts';
import type { DocumentReport } from '../document-type.ts';
import {
  capped,
  cellsOf,
  DETAIL_CAP,
  detailBody,
  documentColumn,
  measureRules,
} from './detail-document.ts';
import { materialMeasures, type DetailMeasure } from './detail-measures.ts';

/**
 * 33 · Materiales RER (fichas) (docs/product/reporting.md#documents): a card per entity, or per
 * applicant for the requests made as individuals, by council then entity: the entity, the
 * applicant of its latest request as contact, its requests' ids and its five material sums. The
 * TOTAL is the summary card: the number of cards and the sums.
 */

/** A card's sum of a material: the card query's column of that name. */
const cardSum = (column: ListColumn): ListColumn => ({
  ...column,
  value: sql.raw(`card."${column.key}"`),
});

const materials = [
  columns.units,
  columns.blueContainers,
  columns.yellowContainers,
  columns.blueBins,
  columns.yellowBins,
];

const cardColumns: ListColumn[] = [
  columns.entityName,
  columns.entityCif,
  columns.entityAddress,
  columns.entityPostalCode,
  columns.entityCity,
  columns.council,
  renamed(columns.applicant, 'Contacto'),
  columns.userPhone,
  columns.userMail,
  { key: 'orderIds', header: 'Solicitudes', type: 'text', value: sql.raw('card.order_ids') },
  ...materials.map(cardSum),
];

/** The sums of a card's requests, by the columns' keys. */
const sums = selectList({
  units: sql.raw('sum(f.units)::float8'),
  blueContainers: sql.raw('sum(f.blue_containers)::int'),
  yellowContainers: sql.raw('sum(f.yellow_containers)::int'),
  blueBins: sql.raw('sum(f.blue_bins)::int'),
  yellowBins: sql.raw('sum(f.yellow_bins)::int'),
});

const measures: DetailMeasure[] = [
  { key: 'cards', header: 'Fichas', type: 'int', rule: 'count' },
  ...materialMeasures,
];

export const rerMaterialCards: DocumentReport = {
  async build(db, base) {
    // The cards are grouped within the base's filter, then each card (not each request) joins
    // its entity, its contact and their council.
    const cards = sql`select coalesce(o.entity_id, -o.user_id) as card_key,
        min(o.entity_id) as entity_id,
        (array_agg(o.user_id order by o.created_at desc, o.id desc))[1] as contact_id,
        string_agg(o.id::text, ', ' order by o.id) as order_ids,
        count(*)::int as orders, ${sums}
      ${base.from(sql.raw('f.units'))} group by 1`;
    const rows = rowsOf<RawRow>(
      await db.execute(
        sql`select ${selectList({
          orders: sql.raw('card.orders'),
          ...Object.fromEntries(cardColumns.map((column) => [column.key, column.value])),
        })}
        from (${cards}) card
        left join entities e on e.id = card.entity_id
        join users u on u.id = card.contact_id
        left join councils k on k.id = coalesce(e.council_id, u.council_id)
        order by k.value nulls last, k.id, e.name nulls last, e.id, u.surname, u.name, card.card_key
        limit ${DETAIL_CAP + 1}`,
      ),
    );
    const shown = capped(rows);
    const documentColumns = cardColumns.map(documentColumn);
    const root = foldDocumentRows(
      shown.rows,
      [],
      measureRules(measures),
      cellsOf(documentColumns.map((column) => column.key)),
    );
    return detailBody({
      layout: 'cards',
      columns: documentColumns,
      levels: [],
      measures,
      root,
      orderCount: shown.rows.reduce((count, card) => count + Number(card.orders), 0),
      limited: shown.limited,
    });
  },
};
