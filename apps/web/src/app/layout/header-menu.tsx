import { EllipsisOutlined } from '@ant-design/icons';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '@/shared/session/logout';
import { useSession } from '@/shared/session/session-store';
import { leaveThroughGuard } from '@/shared/unsaved-changes/leave-guard';
import { paths } from '@/shared/paths';
import { menuItemsForRole, selectedMenuKey } from './menu-items';

/**
 * The entries of docs/product/accounts.md#header-menu as antd's menu: in a row on a wide screen,
 * in a column in the phone's drawer. Loaded apart from the header (header-nav.tsx), so that a
 * phone loads it only when the drawer is about to open (docs/architecture.md#performance-on-phones).
 */
export function HeaderMenu({
  mode,
  onChosen,
}: {
  mode: 'horizontal' | 'inline';
  /** Told of each choice before the app goes there (the drawer then closes). */
  onChosen?: () => void;
}) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session) return null;

  const items: MenuProps['items'] = menuItemsForRole(session.user.role).map(({ key, label }) => ({
    key,
    label,
  }));
  const selected = selectedMenuKey(location.pathname, location.search, location.state);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    onChosen?.();
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
  return (
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
}

/** The phone's menu: a drawer from the right, titled 'Menú'. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="Menú" placement="right" open={open} onClose={onClose} size={280}>
      <HeaderMenu mode="inline" onChosen={onClose} />
    </Drawer>
  );
}
