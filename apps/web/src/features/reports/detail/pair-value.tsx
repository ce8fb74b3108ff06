import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api-error';
import { ExternalLink } from '@/shared/components/external-link';
import { saveDownload } from '@/shared/fetch-download';
import { toast } from '@/shared/toast';
import { isExternal, storedFileName } from '../report-row';
import { reportTexts as t } from '../report-texts';

/**
 * A pair's value (docs/product/reporting.md#row-detail): 'FICHERO …' downloads the order's stored
 * file of that name through the protected download (with the session's token), 'http…' is an
 * external link, anything else is text.
 */
export function PairValue({ orderId, value }: { orderId: number; value: string }) {
  const [loading, setLoading] = useState(false);
  const file = storedFileName(value);
  if (file) {
    const download = () => {
      setLoading(true);
      saveDownload(`order/${orderId}/file/${encodeURIComponent(file)}`, file)
        .catch((error: unknown) => toast.error(errorText(error)))
        .finally(() => setLoading(false));
    };
    return (
      <Button
        type="link"
        className="report-detail__file"
        icon={<PaperClipOutlined aria-hidden />}
        loading={loading}
        aria-label={t.downloadFile(file)}
        onClick={download}
      >
        {value}
      </Button>
    );
  }
  if (isExternal(value)) return <ExternalLink href={value}>{value}</ExternalLink>;
  return <span className="report-detail__text">{value}</span>;
}
