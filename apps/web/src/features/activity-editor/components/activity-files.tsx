import type { Activity } from '@extranet/shared/schemas/activity';
import { FileSlots } from '@/shared/uploads/file-slots';

/**
 * Imagen (one, jpeg or png) and Archivos adjuntos (up to 10),
 * docs/product/campaigns-and-activities.md#validation: each file is stored as soon as it is
 * uploaded or removed, apart from GUARDAR.
 */
export function ActivityFiles({ activity }: { activity: Activity }) {
  return (
    <FileSlots
      owner="activity"
      ownerId={activity.id}
      className="activity-editor-files"
      slots={[
        { slot: 'image', label: 'Imagen', stored: activity.image ? [activity.image] : [] },
        { slot: 'files', label: 'Archivos adjuntos', stored: activity.files },
      ]}
    />
  );
}
