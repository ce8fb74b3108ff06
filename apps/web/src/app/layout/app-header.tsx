import { Suspense } from 'react';
import { headerNavModule } from '../lazy-modules';
import { lazyPage } from '../lazy-page';

// The menu is loaded only once someone is logged in: the login screen does not need it.
const HeaderNav = lazyPage(headerNavModule, 'HeaderNav');

/** The top bar: the product's name and, for a logged-in user, the menu. */
export function AppHeader({ withMenu }: { withMenu: boolean }) {
  return (
    <header className="app-header">
      <div className="app-brand">
        <span className="app-brand__name">Educación Ambiental</span>
        <span className="app-brand__sub">Extranet</span>
      </div>
      {withMenu && (
        <Suspense fallback={null}>
          <HeaderNav />
        </Suspense>
      )}
    </header>
  );
}
