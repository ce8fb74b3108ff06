import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { AntdScope } from '@/shared/antd/antd-scope';
import { useSession } from '@/shared/session/session-store';
import { useMediaQuery } from '@/shared/use-media-query';
import { loadAhead } from '@/shared/load-ahead';
import { headerMenuModule, WIDE_HEADER } from '../lazy-modules';
import { lazyPage } from '../lazy-page';

const HeaderMenu = lazyPage(headerMenuModule, 'HeaderMenu');
const MenuDrawer = lazyPage(headerMenuModule, 'MenuDrawer');
const preloadMenu = () => void loadAhead(headerMenuModule);

/**
 * The header menu of docs/product/accounts.md#header-menu: horizontal from 768 px, a drawer behind
 * 'Menú' below. The drawer and its entries are drawn from the first opening on, so that a phone
 * loads them then, or as a pointer, a finger or the focus reaches 'Menú'
 * (docs/architecture.md#performance-on-phones).
 */
function HeaderNavigation() {
  const session = useSession();
  const wide = useMediaQuery(WIDE_HEADER);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!session) return null;

  if (wide) {
    return (
      <nav className="header-nav" aria-label="Menú principal">
        <Suspense fallback={null}>
          <HeaderMenu mode="horizontal" />
        </Suspense>
      </nav>
    );
  }
  return (
    <nav className="header-nav header-nav--compact" aria-label="Menú principal">
      <Button
        icon={<MenuOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={preloadMenu}
        onTouchStart={preloadMenu}
        onFocus={preloadMenu}
        aria-expanded={open}
      >
        Menú
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}

/** The header menu in antd's scope: the header itself is drawn without antd (app-header.tsx). */
export function HeaderNav() {
  return (
    <AntdScope>
      <HeaderNavigation />
    </AntdScope>
  );
}
