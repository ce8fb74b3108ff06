import type { ListReport } from './list-type.ts';
import { activityData } from './lists/activity-data.ts';

/**
 * The list reports built, by report id (docs/product/reporting.md#list-reports). A list or event
 * list of the catalogue missing here answers 'Informe no disponible todavía'. Adding a type: one
 * file in lists/ and one line here.
 */
export const listReports: Readonly<Partial<Record<number, ListReport>>> = {
  6: activityData,
};
