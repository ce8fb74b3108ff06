import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { reminderTexts as t } from '../reminder-texts';
import { cascaderExpandIcon } from '@/shared/components/cascader-expand-icon';

interface Option {
  value: number;
  label: string;
  children?: Option[];
}

/** Campaign → activities; a campaign's value is never sent, only an activity's id. */
const optionsOf = (tree: ActivityNameTree): Option[] =>
  tree.map((campaign) => ({
    value: -campaign.campaignId,
    label: campaign.campaignName,
    children: campaign.activities.map((activity) => ({
      value: activity.id,
      label: activity.complement ? `${activity.name} (${activity.complement})` : activity.name,
    })),
  }));

/**
 * 'Actividad' of the reminders (docs/product/calendar.md#reminders): one activity of the campaigns
 * the caller manages, picked by campaign and searchable by name; empty for all of them. The same
 * list as the order lists' activity filter (`order/get-activity-names/`), one choice instead of
 * several, as the call takes one activity.
 */
export function ActivityPicker({
  id,
  tree,
  loading,
  value,
  onChange,
}: {
  id: string;
  tree: ActivityNameTree;
  loading: boolean;
  value: number | null;
  onChange: (activityId: number | null) => void;
}) {
  const options = useMemo(() => optionsOf(tree), [tree]);
  const path = useMemo(() => {
    if (value === null) return undefined;
    const campaign = tree.find((c) => c.activities.some((a) => a.id === value));
    return campaign ? [-campaign.campaignId, value] : undefined;
  }, [tree, value]);
  return (
    <Cascader<Option>
      id={id}
      showSearch
      allowClear
      expandIcon={cascaderExpandIcon}
      loading={loading}
      options={options}
      value={path}
      onChange={(picked) => {
        const activityId = picked?.[1];
        onChange(typeof activityId === 'number' ? activityId : null);
      }}
      placeholder={t.anyActivity}
      style={{ width: '100%' }}
    />
  );
}
