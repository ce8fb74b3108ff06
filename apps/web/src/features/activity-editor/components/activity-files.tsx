import { allowedExtensions, type UploadSlot } from '@extranet/shared/files/allowed-types';
import { limits } from '@extranet/shared/limits';
import type { Activity } from '@extranet/shared/schemas/activity';
import { useState } from 'react';
import { FileSlot } from '@/shared/uploads/file-slot';

const acceptOf = (slot: UploadSlot) => allowedExtensions[slot].map((ext) => `.${ext}`).join(',');

/**
 * Imagen (one, jpeg or png) and Archivos adjuntos (up to 10),
 * docs/product/campaigns-and-activities.md#validation: each file is stored as soon as it is
 * uploaded or removed, apart from GUARDAR.
 */
export function ActivityFiles({ activity }: { activity: Activity }) {
  const [image, setImage] = useState(() => (activity.image ? [activity.image] : []));
  const [files, setFiles] = useState(activity.files);
  return (
    <div className="activity-editor-files">
      <FileSlot
        owner="activity"
        ownerId={activity.id}
        slot="image"
        files={image}
        max={1}
        accept={acceptOf('activity-image')}
        label="Imagen"
        onChange={setImage}
      />
      <FileSlot
        owner="activity"
        ownerId={activity.id}
        slot="files"
        files={files}
        max={limits.activityFilesMax}
        accept={acceptOf('activity-files')}
        label="Archivos adjuntos"
        onChange={setFiles}
      />
    </div>
  );
}
