import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { activityKey, campaignKey } from './order-filter';
import { orderListTexts as t } from './order-list-texts';
import { cascaderExpandIcon } from '../components/cascader-expand-icon';

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

/** Campaign → activities, as the cascader lists them. */
function optionsOf(tree: ActivityNameTree): CascaderOption[] {
  return tree.map((campaign) => ({
    value: campaignKey(campaign.campaignId),
    label: campaign.campaignName,
    children: campaign.activities.map((activity) => ({
      value: activityKey(activity.id),
      label: activity.complement ? `${activity.name} (${activity.complement})` : activity.name,
    })),
  }));
}

/**
 * The lists' activity filter (docs/product/requests.md#filters): several campaigns or activities;
 * a campaign stands for all its activities. Searchable by name.
 */
export function ActivityCascader({
  id,
  tree,
  loading,
  value,
  onChange,
}: {
  id: string;
  tree: ActivityNameTree;
  loading: boolean;
  value: string[][];
  onChange: (paths: string[][]) => void;
}) {
  const options = useMemo(() => optionsOf(tree), [tree]);
  return (
    <Cascader
      id={id}
      multiple
      showSearch
      allowClear
      loading={loading}
      options={options}
      value={value}
      onChange={(paths) => onChange(paths.map((path) => path.map(String)))}
      showCheckedStrategy={Cascader.SHOW_PARENT}
      expandIcon={cascaderExpandIcon}
      maxTagCount="responsive"
      placeholder={t.activityPlaceholder}
      style={{ width: '100%' }}
    />
  );
}
