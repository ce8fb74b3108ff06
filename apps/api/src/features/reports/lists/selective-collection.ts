import { sql } from 'drizzle-orm';
import { columns } from '../columns.ts';
import { orderList } from '../list-type.ts';

/**
 * 11 · Recogida selectiva (docs/product/reporting.md#list-reports): the collection requests (the
 * 'recogida' rule) with where to collect, whom to ask and the containers and bins, summed over
 * the whole filtered set.
 */
export const selectiveCollection = orderList({
  columns: [
    columns.id,
    columns.date,
    columns.state,
    columns.activityName,
    columns.entityName,
    columns.entityAddress,
    columns.entityCity,
    columns.entityPostalCode,
    columns.council,
    columns.applicant,
    columns.userPhone,
    columns.blueContainers,
    columns.yellowContainers,
    columns.blueBins,
    columns.yellowBins,
    columns.agreedDate,
    columns.completionDate,
  ],
  stats: {
    blueContainers: sql.raw('coalesce(sum(f.blue_containers), 0)::int'),
    yellowContainers: sql.raw('coalesce(sum(f.yellow_containers), 0)::int'),
    blueBins: sql.raw('coalesce(sum(f.blue_bins), 0)::int'),
    yellowBins: sql.raw('coalesce(sum(f.yellow_bins), 0)::int'),
  },
  summary: (_total, stats) => [
    { label: 'Total cont. azules', value: stats.blueContainers ?? 0 },
    { label: 'Total cont. amarillos', value: stats.yellowContainers ?? 0 },
    { label: 'Total ecop. azules', value: stats.blueBins ?? 0 },
    { label: 'Total ecop. amarillas', value: stats.yellowBins ?? 0 },
  ],
});
