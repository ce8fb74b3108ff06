import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { storedFileUrl } from '@extranet/shared/files/upload-schemas';
import { Button } from 'antd';
import { errorText } from '../api-error';
import { toast } from '../toast';
import { downloadDocument } from './api';
import { displayFileName, type FileOwner } from './upload-slots';

interface StoredFileItemProps {
  owner: FileOwner;
  ownerId: number;
  name: string;
  /** Images are public and shown as a thumbnail; everything else is a document download. */
  image: boolean;
  removing: boolean;
  onRemove(): void;
}

/** One stored file of a slot: a thumbnail or a download link, and a remove button. */
export function StoredFileItem({
  owner,
  ownerId,
  name,
  image,
  removing,
  onRemove,
}: StoredFileItemProps) {
  const shown = displayFileName(name);
  const download = () => {
    downloadDocument(owner, ownerId, name).catch((err: unknown) => toast.error(errorText(err)));
  };
  return (
    <li className="file-slot-item">
      {image ? (
        <a href={storedFileUrl(owner, ownerId, 'image', name)} target="_blank" rel="noreferrer">
          <img
            className="file-slot-thumb"
            src={storedFileUrl(owner, ownerId, 'image', name)}
            alt={shown}
          />
        </a>
      ) : (
        <Button
          type="link"
          icon={<PaperClipOutlined />}
          aria-label={`Descargar ${shown}`}
          onClick={download}
        >
          <span className="file-slot-name">{shown}</span>
        </Button>
      )}
      <Button
        danger
        type="text"
        icon={<DeleteOutlined />}
        loading={removing}
        aria-label={`Eliminar ${shown}`}
        onClick={onRemove}
      />
    </li>
  );
}
