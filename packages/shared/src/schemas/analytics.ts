import { z } from 'zod';
import { idSchema } from './db-integer.ts';

/**
 * The data-analytics tab (docs/product/administration-and-analytics.md#admin-screen tab ANALÍTICA
 * DE DATOS, role 2+): export items `{ id, name, url }` and the version the tab shows.
 */

/** The version the tab shows (docs/product/administration-and-analytics.md#analytics). */
export const ANALYTICS_VERSION = '1.250909';

/**
 * The files `GET user/:idUser/getfile/:name` serves, in the order the tab lists them: the
 * workbook a spreadsheet or Power BI opens as a project (one sheet per data set and the
 * indicators), then one CSV a data set.
 */
export const analyticsFiles = [
  { name: 'analitica.xlsx', label: 'Proyecto de analítica (Excel y Power BI)' },
  { name: 'usuarios.csv', label: 'Usuarios' },
  { name: 'actividades.csv', label: 'Actividades' },
  { name: 'campanas.csv', label: 'Campañas' },
  { name: 'concejos.csv', label: 'Concejos' },
  { name: 'destinatarios.csv', label: 'Destinatarios' },
  { name: 'entidades.csv', label: 'Entidades' },
  { name: 'estados.csv', label: 'Estados' },
  { name: 'solicitudes.csv', label: 'Solicitudes' },
  { name: 'indicadores.csv', label: 'Indicadores' },
] as const;
export type AnalyticsFileName = (typeof analyticsFiles)[number]['name'];

/**
 * One export item (docs/product/administration-and-analytics.md#analytics: id, name, url). `url` is
 * the download call under `/api/` (`user/{idUser}/getfile/{file}`), fetched with the bearer token
 * (docs/api-conventions.md#files); `file` is the name to save it under.
 */
export const AnalyticsItem = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  file: z.string(),
});
export type AnalyticsItem = z.infer<typeof AnalyticsItem>;

/** `GET analytics/list/`: the version and the export items. */
export const AnalyticsList = z.object({ version: z.string(), items: z.array(AnalyticsItem) });
export type AnalyticsList = z.infer<typeof AnalyticsList>;

/** `GET user/:idUser/getfile/:name`; an unknown name answers 404. */
export const AnalyticsFileParams = z.object({
  idUser: idSchema(),
  name: z.string().max(60),
});
