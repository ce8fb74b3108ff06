import { Outlet } from 'react-router';
import { AntdScope } from '@/shared/antd/antd-scope';

/** The screens drawn with antd, in its scope (router.tsx: all but the login). */
export function AntdOutlet() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
