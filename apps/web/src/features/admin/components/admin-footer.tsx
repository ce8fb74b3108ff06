import {
  AppstoreOutlined,
  ClearOutlined,
  DownOutlined,
  FilterOutlined,
  ReloadOutlined,
  UnorderedListOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { Button, Radio } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { footerFilterTexts } from '@/shared/components/footer-filter-panel';
import '@/shared/components/footer-filter-panel.css';
import type { ViewMode } from '../admin-tabs';
import { adminTexts as t } from '../admin-texts';

/** A view mode's icon (hidden from assistive tech) and name. */
const modeLabel = (icon: ReactNode, text: string) => (
  <span className="admin-footer__mode">
    {icon}
    {text}
  </span>
);

export interface FooterFilter {
  /** Accessible name of the filter, e.g. 'Filtros de usuarios'. */
  label: string;
  /** True when some filter differs from its default: the badge 'Filtros activos'. */
  active: boolean;
  onClear: () => void;
  fields: ReactNode;
}

/**
 * The footer of /admin (docs/product/administration-and-analytics.md#admin-screen), at the foot of
 * the window like the other lists' filter panels: reload, the box/list toggle and the collapsible
 * filter of the tab with its badge. Tab 4 has neither toggle nor filter.
 */
export function AdminFooter({
  label,
  view,
  onViewChange,
  onReload,
  filter,
}: {
  label: string;
  view: ViewMode | null;
  onViewChange: (view: ViewMode) => void;
  onReload: () => void;
  filter: FooterFilter | null;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  return (
    <section className="footer-filter admin-footer" aria-label={label}>
      <div className="footer-filter__bar">
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onReload}>
          {t.reload}
        </Button>
        {view && (
          <Radio.Group
            aria-label={t.viewLabel}
            optionType="button"
            buttonStyle="solid"
            value={view}
            onChange={(event) => onViewChange(event.target.value as ViewMode)}
            options={[
              { value: 'box', label: modeLabel(<AppstoreOutlined aria-hidden />, t.boxView) },
              {
                value: 'list',
                label: modeLabel(<UnorderedListOutlined aria-hidden />, t.listView),
              },
            ]}
          />
        )}
        {filter && (
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {footerFilterTexts.toggle}
            {open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
          </Button>
        )}
        {filter?.active && (
          <span className="footer-filter__active">{footerFilterTexts.active}</span>
        )}
      </div>
      {filter && (
        <div
          id={bodyId}
          className="footer-filter__body"
          hidden={!open}
          role="group"
          aria-label={filter.label}
        >
          {filter.fields}
          <div className="footer-filter__actions">
            <Button icon={<ClearOutlined aria-hidden />} onClick={filter.onClear}>
              {footerFilterTexts.clear}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
