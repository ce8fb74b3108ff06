import {
  CalendarOutlined,
  ClearOutlined,
  DownloadOutlined,
  FilterOutlined,
  SlidersOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReportFileFormat } from '../api';
import { reportTexts as t } from '../report-texts';

/**
 * FILTRAR, EXPORTAR, AVANZADO and BORRAR FILTROS (docs/product/reporting.md#screens): EXPORTAR
 * only with results, and not while the result is stale; AVANZADO only for types that have its
 * ranges. The line after them says when the result is stale.
 */
export function ReportButtons({
  formId,
  canExport,
  stale,
  exporting,
  onExport,
  calendarFile,
  advanced,
  onToggleAdvanced,
  onClear,
}: {
  formId: string;
  canExport: boolean;
  stale: boolean;
  exporting: boolean;
  onExport: (format: ReportFileFormat) => void;
  /** The type also exports an iCalendar file: EXPORTAR ICS beside EXPORTAR. */
  calendarFile: boolean;
  /** Undefined when the type has no AVANZADO ranges; else whether they are shown. */
  advanced: { open: boolean; controls: string } | undefined;
  onToggleAdvanced: () => void;
  onClear: () => void;
}) {
  return (
    <div className="order-filter__buttons">
      <Button type="primary" htmlType="submit" form={formId} icon={<FilterOutlined aria-hidden />}>
        {t.filter}
      </Button>
      {canExport && (
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={stale}
          loading={exporting}
          onClick={() => onExport('csv')}
        >
          {t.export}
        </Button>
      )}
      {canExport && calendarFile && (
        <Button
          icon={<CalendarOutlined aria-hidden />}
          disabled={stale}
          loading={exporting}
          onClick={() => onExport('ics')}
        >
          {t.exportCalendar}
        </Button>
      )}
      {advanced && (
        <Button
          icon={<SlidersOutlined aria-hidden />}
          aria-expanded={advanced.open}
          aria-controls={advanced.controls}
          onClick={onToggleAdvanced}
        >
          {t.advanced}
        </Button>
      )}
      <Button icon={<ClearOutlined aria-hidden />} onClick={onClear}>
        {t.clear}
      </Button>
      <p className="order-filter__stale" role="status">
        {stale ? t.stale : ''}
      </p>
    </div>
  );
}
