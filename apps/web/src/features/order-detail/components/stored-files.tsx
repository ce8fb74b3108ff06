import { DeleteOutlined, PaperClipOutlined, UndoOutlined } from '@ant-design/icons';
import type { OrderFileItem } from '@extranet/shared/schemas/order';
import { Button } from 'antd';
import { errorText } from '@/shared/api-error';
import { toast } from '@/shared/toast';
import { useDownloadOrderFile } from '../api';
import { orderDetailTexts as t } from '../order-detail-texts';

interface StoredFilesProps {
  /** The stored files of one file field. */
  files: readonly OrderFileItem[];
  /** The field's label, naming the list. */
  label: string;
  /** Whether files may be deleted or replaced (on GUARDAR). */
  editable: boolean;
  /** A new file replaces the stored ones (a field without formBuilder's `multiple`). */
  replaces: boolean;
  /** Stored names marked for deletion. */
  deleting: readonly string[];
  onToggleDelete: (storedName: string) => void;
}

/**
 * The stored files of a file field (docs/product/requests.md#order-detail): download buttons that
 * fetch with the bearer token (docs/api-conventions.md#files) and, where the form may change, a
 * mark to delete each on save.
 */
export function StoredFiles({
  files,
  label,
  editable,
  replaces,
  deleting,
  onToggleDelete,
}: StoredFilesProps) {
  const download = useDownloadOrderFile();
  if (files.length === 0) {
    return editable ? null : (
      <div className="detail-files">
        <p className="detail-files__note">{t.noFiles}</p>
      </div>
    );
  }
  return (
    <div className="detail-files">
      <p className="detail-files__title">
        {t.storedFiles}
        <span className="visually-hidden">: {label}</span>
      </p>
      <ul className="detail-files__list">
        {files.map((file) => {
          const marked = deleting.includes(file.file);
          return (
            <li key={file.id} className={marked ? 'detail-files__item--removed' : undefined}>
              <Button
                type="link"
                className="detail-files__download"
                icon={<PaperClipOutlined aria-hidden />}
                loading={download.isPending && download.variables.id === file.id}
                aria-label={t.download(file.originalName)}
                onClick={() =>
                  download.mutate(file, { onError: (err) => toast.error(errorText(err)) })
                }
              >
                {file.originalName}
              </Button>
              {marked && <span className="detail-files__note">({t.removedOnSave})</span>}
              {editable && (
                <Button
                  size="small"
                  danger={!marked}
                  icon={marked ? <UndoOutlined aria-hidden /> : <DeleteOutlined aria-hidden />}
                  aria-label={
                    marked ? t.keepFile(file.originalName) : t.removeFile(file.originalName)
                  }
                  onClick={() => onToggleDelete(file.file)}
                >
                  {marked ? t.keep : t.remove}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {editable && replaces && <p className="detail-files__hint">{t.replaceHint}</p>}
    </div>
  );
}
