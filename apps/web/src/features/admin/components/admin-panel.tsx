import { messages } from '@extranet/shared/messages';
import { Tabs } from 'antd';
import { useState } from 'react';
import { PageTitle } from '@/shared/components/page-title';
import { useCouncils } from '@/shared/reference/api';
import { toast } from '@/shared/toast';
import { AdminTab, isEntityTab, visibleTabs } from '../admin-tabs';
import { adminTexts as t } from '../admin-texts';
import { adminKeys } from '@/shared/admin-keys';
import { useReloadLists } from '../api';
import { defaultEntityFilter, isEntityFilterActive } from '../entity-filter';
import { useAdminLocation } from '../use-admin-location';
import { defaultUserFilter, isUserFilterActive } from '../user-filter';
import { administers } from '../user-permissions';
import { AdminFooter, type FooterFilter } from './admin-footer';
import { AnalyticsTab } from './analytics-tab';
import { EntitiesTab } from './entities-tab';
import { EntityFilterFields } from './entity-filter-fields';
import { UserFilterFields } from './user-filter-fields';
import { UsersTab } from './users-tab';

const tabLabels: Record<AdminTab, string> = {
  [AdminTab.Users]: t.tabs.users,
  [AdminTab.Entities]: t.tabs.entities,
  [AdminTab.Centres]: t.tabs.centres,
  [AdminTab.Analytics]: t.tabs.analytics,
};

/**
 * /admin (docs/product/administration-and-analytics.md#admin-screen): the tabs the viewer's role
 * allows, tab 1 by default (docs/product/README.md#constants-and-limits), and the footer with
 * reload, box/list toggle and the filter of the tab (users on 1, entities on 2-3).
 */
export function AdminPanel({ viewer }: { viewer: { id: number; role: number } }) {
  const { tab, view, selectTab, selectView } = useAdminLocation(viewer.role);
  const [userFilter, setUserFilter] = useState(defaultUserFilter);
  const [entityFilter, setEntityFilter] = useState(defaultEntityFilter);
  // A new key empties the typed fields when the filters are cleared.
  const [fieldsKey, setFieldsKey] = useState(0);
  const councils = useCouncils();
  const reload = useReloadLists();

  const clear = (reset: () => void) => () => {
    reset();
    setFieldsKey((key) => key + 1);
    toast.success(messages.filterCleared);
  };

  const onReload = () => {
    if (tab === AdminTab.Users) {
      toast.info(messages.userListLoading);
      void reload(adminKeys.users);
    } else void reload(isEntityTab(tab) ? adminKeys.entities : adminKeys.analytics);
  };

  const filter: FooterFilter | null =
    tab === AdminTab.Users
      ? {
          label: t.usersFilterLabel,
          active: isUserFilterActive(userFilter),
          onClear: clear(() => setUserFilter(defaultUserFilter)),
          fields: (
            <UserFilterFields
              key={fieldsKey}
              filter={userFilter}
              onChange={setUserFilter}
              viewerRole={viewer.role}
            />
          ),
        }
      : isEntityTab(tab)
        ? {
            label: t.entitiesFilterLabel,
            active: isEntityFilterActive(entityFilter),
            onClear: clear(() => setEntityFilter(defaultEntityFilter)),
            fields: (
              <EntityFilterFields
                key={fieldsKey}
                filter={entityFilter}
                onChange={setEntityFilter}
                councils={councils.data ?? []}
                councilsLoading={councils.isPending}
              />
            ),
          }
        : null;

  const content = (shown: AdminTab) => {
    if (shown === AdminTab.Users)
      return <UsersTab viewer={viewer} filter={userFilter} view={view} />;
    if (isEntityTab(shown))
      return (
        <EntitiesTab
          centres={shown === AdminTab.Centres}
          canAdminister={administers(viewer)}
          filter={entityFilter}
          view={view}
        />
      );
    return <AnalyticsTab />;
  };

  return (
    <section className="page admin-page">
      <PageTitle>{t.title}</PageTitle>
      <Tabs
        className="admin-tabs"
        aria-label={t.tabsLabel}
        activeKey={String(tab)}
        onChange={(key) => selectTab(Number(key) as AdminTab)}
        destroyOnHidden
        items={visibleTabs(viewer.role).map((shown) => ({
          key: String(shown),
          label: tabLabels[shown],
          children: shown === tab ? content(shown) : null,
        }))}
      />
      <AdminFooter
        label={t.footerLabel}
        view={tab === AdminTab.Analytics ? null : view}
        onViewChange={selectView}
        onReload={onReload}
        filter={filter}
      />
    </section>
  );
}
