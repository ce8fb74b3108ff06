import type { DocumentReport } from '../document-type.ts';
import { busBeneficiaries } from './bus-beneficiaries.ts';
import { approvedInADay, busSchedule } from './day-sheets.ts';
import {
  findesByCompletion,
  findesByCompletionCompanions,
  findesByRequest,
  findesByRequestCompanions,
} from './findes.ts';
import { rerMaterialCards } from './rer-material-cards.ts';
import { rerMaterials } from './rer-materials.ts';
import {
  requestsBetweenDatesSheet,
  requestsByActivitySheet,
  requestsByEntitySheet,
} from './request-sheets.ts';

/** The detail documents built, by report id (docs/product/reporting.md#documents). */
export const detailDocuments: Readonly<Partial<Record<number, DocumentReport>>> = {
  21: requestsBetweenDatesSheet,
  22: requestsByActivitySheet,
  23: approvedInADay,
  24: requestsByEntitySheet,
  25: busBeneficiaries,
  26: busSchedule,
  27: rerMaterials,
  28: findesByCompletion,
  29: findesByRequest,
  30: findesByRequestCompanions,
  31: findesByCompletionCompanions,
  33: rerMaterialCards,
};
