import { allowedExtensions, type UploadSlot } from '@extranet/shared/files/allowed-types';
import type { Campaign } from '@extranet/shared/schemas/campaign';
import { useState } from 'react';
import { FileSlot } from '@/shared/uploads/file-slot';

const acceptOf = (slot: UploadSlot) => allowedExtensions[slot].map((ext) => `.${ext}`).join(',');

const listOf = (name: string | null) => (name ? [name] : []);

/**
 * Imagen, Convenio and Archivos adjuntos (docs/product/campaigns-and-activities.md#validation):
 * each file is stored as soon as it is uploaded or removed, apart from GUARDAR.
 */
export function CampaignFiles({ campaign }: { campaign: Campaign }) {
  const [image, setImage] = useState(() => listOf(campaign.image));
  const [agreement, setAgreement] = useState(() => listOf(campaign.fileAgreement));
  const [files, setFiles] = useState(campaign.files);

  return (
    <div className="campaign-editor-files">
      <FileSlot
        owner="campaign"
        ownerId={campaign.id}
        slot="image"
        files={image}
        max={1}
        accept={acceptOf('campaign-image')}
        label="Imagen"
        onChange={setImage}
      />
      <FileSlot
        owner="campaign"
        ownerId={campaign.id}
        slot="fileagreement"
        files={agreement}
        max={1}
        accept={acceptOf('campaign-agreement')}
        label="Convenio"
        onChange={setAgreement}
      />
      <FileSlot
        owner="campaign"
        ownerId={campaign.id}
        slot="files"
        files={files}
        max={10}
        accept={acceptOf('campaign-files')}
        label="Archivos adjuntos"
        onChange={setFiles}
      />
    </div>
  );
}
