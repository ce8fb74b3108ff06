import { Select } from 'antd';
import { ListFilterFields } from '@/shared/card-list/list-filter-fields';
import { useTargets } from '@/shared/reference/api';
import { ANY_TARGET, type CampaignFilter } from '../campaign-filter';
import { campaignTexts as t } from '../campaign-texts';

/**
 * The fields of the campaign filter (docs/product/campaigns-and-activities.md#campaigns): 'Solo
 * activas' (role 1+, docs/product/README.md#roles-and-permissions), 'Buscar' and 'Destinatario',
 * whose targets are asked for when the fields are first drawn (the panel's first opening).
 */
export function CampaignFilterFields({
  filter,
  onChange,
  showActive,
}: {
  filter: CampaignFilter;
  onChange: (filter: CampaignFilter) => void;
  showActive: boolean;
}) {
  const targets = useTargets();
  const options = [
    { value: ANY_TARGET, label: t.anyTarget },
    ...(targets.data ?? []).map(({ id, value }) => ({ value: id, label: value })),
  ];

  return (
    <ListFilterFields
      idPrefix="campaign-filter"
      filter={filter}
      onChange={onChange}
      showActive={showActive}
      searchPlaceholder={t.searchPlaceholder}
    >
      <div className="list-filter__field">
        <label htmlFor="campaign-filter-target">{t.target}</label>
        <Select
          id="campaign-filter-target"
          value={filter.target}
          loading={targets.isPending}
          options={options}
          onChange={(target: number) => onChange({ ...filter, target })}
        />
      </div>
    </ListFilterFields>
  );
}
