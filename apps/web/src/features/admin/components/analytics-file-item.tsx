import { DownloadOutlined, FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import type { AnalyticsItem } from '@extranet/shared/schemas/analytics';
import { Button, Progress } from 'antd';
import { useState } from 'react';
import { errorText, isSessionEnd } from '@/shared/api-error';
import { formatBytes, type DownloadProgress } from '@/shared/fetch-download';
import { saveFile } from '@/shared/save-file';
import { toast } from '@/shared/toast';
import { adminTexts as t } from '../admin-texts';
import { useDownloadFile } from '../api';

/**
 * One export item of tab 4 (docs/product/administration-and-analytics.md#admin-screen): its name
 * and file, and 'Descargar', which fetches the file with the bearer token
 * (docs/api-conventions.md#files) showing the bytes received while it streams in (docs/testing.md),
 * then saves it. A failure shows the server's message (docs/product/README.md#error-catalogue).
 */
export function AnalyticsFileItem({ item }: { item: AnalyticsItem }) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [done, setDone] = useState(false);
  const download = useDownloadFile(setProgress);

  const start = () => {
    setDone(false);
    setProgress({ received: 0, total: null });
    download.mutate(item.url, {
      onSuccess: (blob) => {
        saveFile(blob, item.file);
        setDone(true);
      },
      onError: (err) => {
        if (!isSessionEnd(err)) toast.error(errorText(err));
      },
      onSettled: () => setProgress(null),
    });
  };

  const Icon = item.file.endsWith('.xlsx') ? FileExcelOutlined : FileTextOutlined;
  const status = progress
    ? t.downloading(item.file, formatBytes(progress.received))
    : done
      ? t.downloaded(item.file)
      : '';

  return (
    <li className="analytics-item">
      <Icon className="analytics-item__icon" aria-hidden />
      <div className="analytics-item__text">
        <span className="analytics-item__name">{item.name}</span>
        <span className="analytics-item__file">{item.file}</span>
        <span className="analytics-item__status" role="status">
          {status}
        </span>
        {progress?.total && (
          <Progress
            percent={Math.round((progress.received / progress.total) * 100)}
            size="small"
            aria-label={t.downloading(item.file, formatBytes(progress.received))}
          />
        )}
      </div>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={download.isPending}
        aria-label={t.downloadLabel(item.file)}
        onClick={start}
      >
        {t.download}
      </Button>
    </li>
  );
}
