/**
 * Fewer management fields than this make an activity an event
 * (docs/product/campaigns-and-activities.md#activity-editor,
 * docs/product/campaigns-and-activities.md#events).
 */
export const EVENT_MAX_MANAGEMENT_FIELDS = 4;

/**
 * True when an activity is an event: its management form has fewer than 5 fields
 * (docs/product/campaigns-and-activities.md#events). 'Nuevo evento' creates one with an empty
 * management form.
 */
export function isEvent(formMetadataManagement: readonly unknown[]): boolean {
  return formMetadataManagement.length <= EVENT_MAX_MANAGEMENT_FIELDS;
}
