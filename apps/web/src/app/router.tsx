import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { paths } from '@/shared/paths';
import { LinkedActivityCapture } from './guards/linked-activity-capture';
import { RouteGuard } from './guards/route-guard';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { antdOutletModule } from './lazy-modules';
import { routeTable, type AppRoute } from './route-table';

const AntdOutlet = lazyPage(antdOutletModule, 'AntdOutlet');

function routeOf({ path, access, element }: AppRoute) {
  const guarded = <RouteGuard access={access}>{element}</RouteGuard>;
  const wrapped =
    path === paths.activityFilter ? (
      <LinkedActivityCapture>{guarded}</LinkedActivityCapture>
    ) : (
      guarded
    );
  return <Route key={path} path={path} element={wrapped} />;
}

/**
 * The declarative router: the screens fetch their own data through TanStack Query, so the
 * data router's loaders and actions (and their weight on the first load) are not needed.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          {routeTable.filter((route) => route.withoutAntd).map(routeOf)}
          <Route element={<AntdOutlet />}>
            {routeTable.filter((route) => !route.withoutAntd).map(routeOf)}
          </Route>
          {/* docs/product/README.md#routes: any unknown path goes to /. */}
          <Route path="*" element={<Navigate to={paths.login} replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
