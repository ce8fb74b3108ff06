import dayjs, { type Dayjs } from 'dayjs';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { Activity, ActivityUpdateRequest } from '@extranet/shared/schemas/activity';
import type { RichTextValue } from '@/shared/rich-text/rich-text-value';

/** The antd Form values of the editor (the form builders keep their own state). */
export interface ActivityFormValues {
  name: string;
  complement: string;
  active: boolean;
  inscription: boolean;
  onlyForInscribed: boolean;
  onlyForInscribedId: number | null;
  dataManagement: string;
  priceManagement: string;
  participantsManagement: string;
  targets: number[];
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  places: number | null;
  priority: number | null;
  calendarVisible: boolean;
  calendarColor: string;
  explanation: RichTextValue;
  /** Activity mode only: events keep their requirements as event lines. */
  requirementsText: RichTextValue;
}

const DEFAULT_COLOR = '#FFCC88';

const toDay = (iso: string) => (iso ? dayjs(iso, 'YYYY-MM-DD') : null);

export function formValuesOf(activity: Activity): ActivityFormValues {
  return {
    name: activity.name,
    complement: activity.complement,
    active: activity.active,
    inscription: activity.inscription,
    onlyForInscribed: activity.onlyForInscribed,
    onlyForInscribedId: activity.onlyForInscribedId,
    dataManagement: activity.dataManagement,
    priceManagement: activity.priceManagement,
    participantsManagement: activity.participantsManagement,
    targets: activity.targets.map((t) => t.id),
    startDate: toDay(activity.startDate),
    endDate: toDay(activity.endDate),
    places: activity.places,
    priority: activity.priority,
    calendarVisible: activity.eventProperties.visible,
    calendarColor: activity.eventProperties.color || DEFAULT_COLOR,
    explanation: { html: activity.explanation, json: activity.explanationJson ?? null },
    requirementsText: { html: activity.requirements, json: activity.requirementsJson ?? null },
  };
}

export interface EditorExtras {
  /** Event mode: the requirements' event lines (text); undefined keeps the stored text. */
  requirements?: string;
  /** Activity mode: both forms; undefined keeps the stored forms (event mode). */
  formMetadata?: StoredFormField[];
  formMetadataManagement?: StoredFormField[];
}

/**
 * The update payload of docs/product/campaigns-and-activities.md#activities,
 * docs/product/campaigns-and-activities.md#calls: dates YYYY-MM-DD, targets comma-separated, forms
 * JSON.
 */
export function updatePayload(
  id: number,
  values: ActivityFormValues,
  extras: EditorExtras,
): ActivityUpdateRequest & { idActivity: number } {
  return {
    idActivity: id,
    name: values.name,
    complement: values.complement ?? '',
    active: values.active,
    inscription: values.inscription,
    onlyForInscribed: values.onlyForInscribed,
    onlyForInscribedId: values.onlyForInscribedId ?? null,
    dataManagement: values.dataManagement ?? '',
    priceManagement: values.priceManagement ?? '',
    participantsManagement: values.participantsManagement ?? '',
    places: values.places ?? 0,
    priority: values.priority ?? '',
    activityStartDate: values.startDate?.format('YYYY-MM-DD') ?? '',
    activityEndDate: values.endDate?.format('YYYY-MM-DD') ?? '',
    activityTargets: values.targets.join(','),
    calendarVisible: values.calendarVisible,
    calendarColor: values.calendarColor,
    explanation: values.explanation.html,
    explanationJson: values.explanation.json,
    ...(extras.requirements !== undefined
      ? { requirements: extras.requirements, requirementsJson: null }
      : {
          requirements: values.requirementsText.html,
          requirementsJson: values.requirementsText.json,
        }),
    ...(extras.formMetadata ? { formMetadata: JSON.stringify(extras.formMetadata) } : {}),
    ...(extras.formMetadataManagement
      ? { formMetadataManagement: JSON.stringify(extras.formMetadataManagement) }
      : {}),
  };
}
