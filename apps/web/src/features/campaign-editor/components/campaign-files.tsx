import type { Campaign } from '@extranet/shared/schemas/campaign';
import { FileSlots } from '@/shared/uploads/file-slots';

const listOf = (name: string | null) => (name ? [name] : []);

/**
 * Imagen, Convenio and Archivos adjuntos (docs/product/campaigns-and-activities.md#validation):
 * each file is stored as soon as it is uploaded or removed, apart from GUARDAR.
 */
export function CampaignFiles({ campaign }: { campaign: Campaign }) {
  return (
    <FileSlots
      owner="campaign"
      ownerId={campaign.id}
      className="campaign-editor-files"
      slots={[
        { slot: 'image', label: 'Imagen', stored: listOf(campaign.image) },
        { slot: 'fileagreement', label: 'Convenio', stored: listOf(campaign.fileAgreement) },
        { slot: 'files', label: 'Archivos adjuntos', stored: campaign.files },
      ]}
    />
  );
}
