import { ClearOutlined, DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Spinner } from './spinner';
import './footer-filter-panel.css';

export const footerFilterTexts = {
  toggle: 'Filtros',
  active: 'Filtros activos',
  clear: 'Borrar filtros',
} as const;

/**
 * The collapsible filter panel at the foot of a list screen (docs/product/README.md#routes,
 * docs/architecture.md#look-and-feel). It stays in view at the bottom of the window; 'Filtros
 * activos' says in words (not colour alone) that the list is narrowed.
 *
 * The fields are drawn from the first opening on, so that a screen may load them then (a lazy
 * component, shown with a spinner until it arrives) rather than with its first paint; `preload`
 * starts that load as a pointer, a finger or the focus reaches 'Filtros'
 * (docs/architecture.md#performance-on-phones).
 */
export function FooterFilterPanel({
  label,
  active,
  onClear,
  children,
  defaultOpen = false,
  toggleText = footerFilterTexts.toggle,
  clearText = footerFilterTexts.clear,
  preload,
}: {
  /** Accessible name of the panel region, e.g. 'Filtros de campañas'. */
  label: string;
  /** True when some filter differs from its default. */
  active: boolean;
  onClear: () => void;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The toggle's and the clear button's words where a screen has its own (e.g. 'Filtrar eventos'). */
  toggleText?: string;
  clearText?: string;
  /** Starts loading the fields before the first opening asks for them. */
  preload?: () => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  const bodyId = useId();

  return (
    <section className="footer-filter" aria-label={label}>
      <div className="footer-filter__bar">
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpened(true);
            setOpen((value) => !value);
          }}
          onPointerEnter={preload}
          onTouchStart={preload}
          onFocus={preload}
        >
          {toggleText}
          {open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
        </Button>
        {active && <span className="footer-filter__active">{footerFilterTexts.active}</span>}
      </div>
      <div id={bodyId} className="footer-filter__body" hidden={!open}>
        {opened && <Suspense fallback={<Spinner />}>{children}</Suspense>}
        <div className="footer-filter__actions">
          <Button icon={<ClearOutlined aria-hidden />} onClick={onClear}>
            {clearText}
          </Button>
        </div>
      </div>
    </section>
  );
}
