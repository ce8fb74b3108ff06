import { ClearOutlined, DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../use-media-query';
import { orderListTexts as t } from './order-list-texts';
import './order-lists.css';

/**
 * The filters above an order list (docs/product/requests.md#order-lists): a dense screen whose
 * result waits for FILTRAR, so fields and table stay together at the top (open on wide screens,
 * folded on phones). The buttons row is always in view: FILTRAR, 'Borrar filtros' and the screen's
 * own actions (CAMBIAR ESTADO, EXPORTAR). A changed filter says in words that the list is stale.
 */
export function OrderFilterPanel({
  label,
  active,
  stale,
  onApply,
  onClear,
  actions,
  children,
}: {
  /** Accessible name of the region, e.g. 'Filtros de solicitudes'. */
  label: string;
  active: boolean;
  stale: boolean;
  onApply: () => void;
  onClear: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState(wide);
  const formId = useId();

  return (
    <section className="order-filter" aria-label={label}>
      <div className="order-filter__head">
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
        >
          {t.filters}
          {open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
        </Button>
        {active && <span className="order-filter__active">{t.filtersActive}</span>}
      </div>
      <form
        id={formId}
        className="order-filter__form"
        hidden={!open}
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        {children}
      </form>
      <div className="order-filter__buttons">
        <Button
          type="primary"
          htmlType="submit"
          form={formId}
          icon={<FilterOutlined aria-hidden />}
        >
          {t.filter}
        </Button>
        <Button icon={<ClearOutlined aria-hidden />} onClick={onClear}>
          {t.clearFilters}
        </Button>
        {actions}
        <p className="order-filter__stale" role="status">
          {stale ? t.stale : ''}
        </p>
      </div>
    </section>
  );
}
