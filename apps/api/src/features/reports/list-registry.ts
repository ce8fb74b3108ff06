import type { ListReport } from './list-type.ts';
import { activityData } from './lists/activity-data.ts';
import { busData } from './lists/bus-data.ts';
import { collectedData } from './lists/collected-data.ts';
import { deliveredMaterials } from './lists/delivered-materials.ts';
import { entityStaff } from './lists/entity-staff.ts';
import { marketingData } from './lists/marketing-data.ts';
import { selectiveCollection } from './lists/selective-collection.ts';
import { visitData } from './lists/visit-data.ts';
import { visitorCount } from './lists/visitor-count.ts';

/**
 * The list reports built, by report id (docs/product/reporting.md#list-reports). A list or event
 * list of the catalogue missing here answers 'Informe no disponible todavía'. Adding a type: one
 * file in lists/ and one line here.
 */
export const listReports: Readonly<Partial<Record<number, ListReport>>> = {
  6: activityData,
  7: entityStaff,
  8: visitorCount,
  9: busData,
  10: deliveredMaterials,
  11: selectiveCollection,
  12: visitData,
  36: collectedData,
  37: marketingData,
};
