import { messages } from '@extranet/shared/messages';
import { Suspense, useState } from 'react';
import { CardList } from '@/shared/card-list/card-list';
import { lazyPart } from '@/shared/lazy-part';
import { FooterFilterPanel } from '@/shared/components/footer-filter-panel';
import { toast } from '@/shared/toast';
import { defaultActivityFilter, isActivityFilterActive } from '../activity-filter';
import { activityTexts as t } from '../activity-texts';
import { useActivityList, type ActivityViewer } from '../api';
import { useActivityActions } from '../use-activity-actions';
import { ActivityAdminBar } from './activity-admin-bar';
import { ActivityCard } from './activity-card';

// The filter's fields load when the panel first opens (FooterFilterPanel): the list comes first.
const { Part: ActivityFilterFields, preload: preloadFilterFields } = lazyPart(
  () => import('./activity-filter-fields'),
  'ActivityFilterFields',
);

// Loaded only for those who manage the campaign: it brings antd's table and modal, which nothing
// else on a participant's list needs (docs/architecture.md#performance-on-phones).
const { Part: CloneActivityDialog } = lazyPart(
  () => import('./clone-activity-dialog'),
  'CloneActivityDialog',
);

/**
 * The activities of one campaign (docs/product/campaigns-and-activities.md#activity-list): the
 * admin options, the cards with infinite scroll (60 %, docs/product/README.md#constants-and-limits)
 * and a 'Cargar más' fallback, then the filter panel at the foot.
 */
export function ActivityBrowser({
  campaignId,
  viewer,
  showActiveFilter,
}: {
  campaignId: number;
  viewer: ActivityViewer;
  /** Role 1+ (docs/product/README.md#roles-and-permissions). */
  showActiveFilter: boolean;
}) {
  const [filter, setFilter] = useState(defaultActivityFilter);
  // A new key empties the 'Buscar' box when the filters are cleared.
  const [fieldsKey, setFieldsKey] = useState(0);
  const [cloneOpen, setCloneOpen] = useState(false);
  const list = useActivityList(campaignId, viewer, filter, true);
  const actions = useActivityActions(campaignId, viewer.manages);

  const clearFilters = () => {
    setFilter(defaultActivityFilter);
    setFieldsKey((key) => key + 1);
    toast.success(messages.filterCleared);
  };

  return (
    <>
      {viewer.manages && (
        <ActivityAdminBar
          creatingEvent={actions.creatingEvent}
          onCreate={actions.createActivity}
          onOpenClone={() => setCloneOpen(true)}
        />
      )}

      <CardList list={list} texts={t}>
        {(activities) => (
          <ul className="card-grid" aria-label={t.listLabel}>
            {activities.map((activity, index) => (
              <li key={activity.id}>
                <ActivityCard
                  activity={activity}
                  firstOnScreen={index === 0}
                  canManage={viewer.manages}
                  toggling={actions.togglingId === activity.id}
                  cloning={actions.cloningId === activity.id && !cloneOpen}
                  onOpen={actions.open}
                  onToggleActive={actions.toggleActive}
                  onEdit={actions.edit}
                  onClone={(item) => void actions.cloneInto(item.id)}
                  onDelete={actions.confirmDelete}
                />
              </li>
            ))}
          </ul>
        )}
      </CardList>

      {viewer.manages && (
        <Suspense fallback={null}>
          <CloneActivityDialog
            open={cloneOpen}
            onClose={() => setCloneOpen(false)}
            onClone={actions.cloneInto}
            cloningId={cloneOpen ? actions.cloningId : null}
          />
        </Suspense>
      )}

      <FooterFilterPanel
        label={t.filtersLabel}
        active={isActivityFilterActive(filter)}
        onClear={clearFilters}
        preload={preloadFilterFields}
      >
        <ActivityFilterFields
          key={fieldsKey}
          filter={filter}
          onChange={setFilter}
          showActive={showActiveFilter}
        />
      </FooterFilterPanel>
    </>
  );
}
