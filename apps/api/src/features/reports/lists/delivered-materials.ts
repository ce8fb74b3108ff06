import { sql } from 'drizzle-orm';
import { columns } from '../columns.ts';
import { orderList } from '../list-type.ts';

/**
 * 10 · Materiales entregados (docs/product/reporting.md#list-reports): the material requests
 * (the 'materiales' rule) with their units, containers and bins, summed over the whole filtered
 * set. The AVANZADO 'Fecha de realización' selects by delivery day.
 */
export const deliveredMaterials = orderList({
  columns: [
    columns.id,
    columns.date,
    columns.state,
    columns.activityName,
    columns.entityName,
    columns.entityCif,
    columns.council,
    columns.units,
    columns.blueContainers,
    columns.yellowContainers,
    columns.blueBins,
    columns.yellowBins,
    columns.completionDate,
  ],
  stats: {
    units: sql.raw('coalesce(sum(f.units), 0)::float8'),
    blueContainers: sql.raw('coalesce(sum(f.blue_containers), 0)::int'),
    yellowContainers: sql.raw('coalesce(sum(f.yellow_containers), 0)::int'),
    blueBins: sql.raw('coalesce(sum(f.blue_bins), 0)::int'),
    yellowBins: sql.raw('coalesce(sum(f.yellow_bins), 0)::int'),
  },
  summary: (_total, stats) => [
    { label: 'Total unidades', value: stats.units ?? 0 },
    { label: 'Total cont. azules', value: stats.blueContainers ?? 0 },
    { label: 'Total cont. amarillos', value: stats.yellowContainers ?? 0 },
    { label: 'Total ecop. azules', value: stats.blueBins ?? 0 },
    { label: 'Total ecop. amarillas', value: stats.yellowBins ?? 0 },
  ],
});
