import { EllipsisOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AntdScope } from '@/shared/antd/antd-scope';
import { logout } from '@/shared/session/logout';
import { useSession } from '@/shared/session/session-store';
import { leaveThroughGuard } from '@/shared/unsaved-changes/leave-guard';
import { useMediaQuery } from '@/shared/use-media-query';
import { paths } from '@/shared/paths';
import { menuItemsForRole, selectedMenuKey } from './menu-items';

/**
 * The header menu of docs/product/accounts.md#header-menu: horizontal from 768 px, a drawer behind
 * 'Menú' below.
 */
function HeaderMenu() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState(false);
  if (!session) return null;

  const items: MenuProps['items'] = menuItemsForRole(session.user.role).map(({ key, label }) => ({
    key,
    label,
  }));
  const selected = selectedMenuKey(location.pathname, location.search, location.state);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    // An editor with unsaved changes asks first (docs/screens-resilience.md).
    leaveThroughGuard(() => {
      if (key === 'close_session') {
        void logout();
        navigate(paths.login);
        return;
      }
      navigate(`/${key}`);
    });
  };
  const menu = (mode: 'horizontal' | 'inline') => (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={onClick}
      // antd names its overflow entry 'ellipsis' in English: give it a Spanish name.
      overflowedIndicator={<EllipsisOutlined aria-label="Más opciones" />}
      className={`header-menu header-menu--${mode}`}
    />
  );

  if (wide) {
    return (
      <nav className="header-nav" aria-label="Menú principal">
        {menu('horizontal')}
      </nav>
    );
  }
  return (
    <nav className="header-nav header-nav--compact" aria-label="Menú principal">
      <Button icon={<MenuOutlined />} onClick={() => setOpen(true)} aria-expanded={open}>
        Menú
      </Button>
      <Drawer title="Menú" placement="right" open={open} onClose={() => setOpen(false)} size={280}>
        {menu('inline')}
      </Drawer>
    </nav>
  );
}

/** The header menu in antd's scope: the header itself is drawn without antd (app-header.tsx). */
export function HeaderNav() {
  return (
    <AntdScope>
      <HeaderMenu />
    </AntdScope>
  );
}
