import { PaperClipOutlined } from '@ant-design/icons';
import type { AttachmentListItem } from '@extranet/shared/schemas/order-list';
import { Button } from 'antd';
import { attachmentListTexts as t } from '../attachment-list-texts';

/**
 * The Adjunto cell: a button that downloads the file with the session's token
 * (docs/api-conventions.md#files).
 */
export function AttachmentLink({
  file,
  downloading,
  onDownload,
}: {
  file: AttachmentListItem['file'];
  downloading: boolean;
  onDownload: (file: AttachmentListItem['file']) => void;
}) {
  return (
    <Button
      type="link"
      className="attachment-link"
      icon={<PaperClipOutlined aria-hidden />}
      loading={downloading}
      aria-label={t.download(file.originalName)}
      title={file.fieldName}
      onClick={() => onDownload(file)}
    >
      {file.originalName}
    </Button>
  );
}
