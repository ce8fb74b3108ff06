import { useSearchParams } from 'react-router';
import {
  TAB_PARAM,
  VIEW_PARAM,
  tabFromParam,
  viewFromParam,
  type AdminTab,
  type ViewMode,
} from './admin-tabs';

/**
 * The tab and the view mode kept in the address (`/admin?tab=2&vista=lista`), so that reload
 * and back return to them. Changing tab adds a history entry; changing mode replaces it.
 */
export function useAdminLocation(role: number) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get(TAB_PARAM), role);
  const view = viewFromParam(params.get(VIEW_PARAM));

  const update = (changes: Record<string, string | null>, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  return {
    tab,
    view,
    selectTab: (next: AdminTab) => update({ [TAB_PARAM]: String(next) }, false),
    selectView: (next: ViewMode) =>
      update({ [VIEW_PARAM]: next === 'list' ? 'lista' : null }, true),
  };
}
