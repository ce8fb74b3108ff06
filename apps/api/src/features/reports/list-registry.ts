import { calendarEventsList, calendarImportList } from './events/event-lists.ts';
import type { ListReport } from './list-type.ts';
import { activityData } from './lists/activity-data.ts';
import { applicantActivities } from './lists/applicant-activities.ts';
import { busData } from './lists/bus-data.ts';
import { collectedData } from './lists/collected-data.ts';
import { completion } from './lists/completion.ts';
import { deliveredMaterials } from './lists/delivered-materials.ts';
import { entityStaff } from './lists/entity-staff.ts';
import { fullReport } from './lists/full-report.ts';
import { management } from './lists/management.ts';
import { marketingData } from './lists/marketing-data.ts';
import { requestsBetweenDates } from './lists/requests-between-dates.ts';
import { selectiveCollection } from './lists/selective-collection.ts';
import { visitData } from './lists/visit-data.ts';
import { visitorCount } from './lists/visitor-count.ts';

/**
 * The list reports built, by report id (docs/product/reporting.md#list-reports). A list or event
 * list of the catalogue missing here answers 'Informe no disponible todavía'. Adding a type: one
 * file in lists/ and one line here.
 */
export const listReports: Readonly<Partial<Record<number, ListReport>>> = {
  0: fullReport,
  1: applicantActivities,
  2: requestsBetweenDates,
  6: activityData,
  7: entityStaff,
  8: visitorCount,
  9: busData,
  10: deliveredMaterials,
  11: selectiveCollection,
  12: visitData,
  13: completion,
  14: management,
  32: calendarEventsList,
  35: calendarImportList,
  36: collectedData,
  37: marketingData,
};
