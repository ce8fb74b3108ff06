import type { EventFilter } from '@extranet/shared/calendar/event-filter';
import type { OptionItem } from '@extranet/shared/schemas/common';
import { Input, Select, Switch } from 'antd';
import { calendarTexts as t } from '../calendar-texts';
import '@/shared/card-list/card-list.css';

const ANY = -1;

/**
 * The fields of 'Filtrar eventos' (docs/product/calendar.md#filter): 'Solo mis solicitudes',
 * 'Destinatario', 'Campaña' and a free text. The events are already loaded, so every change
 * applies at once, the text as it is typed.
 */
export function EventFilterFields({
  filter,
  onChange,
  targets,
  targetsLoading,
  campaigns,
  campaignsLoading,
}: {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
  targets: readonly OptionItem[];
  targetsLoading: boolean;
  campaigns: readonly { id: number; name: string }[];
  campaignsLoading: boolean;
}) {
  const targetOptions = [
    { value: ANY, label: t.any },
    ...targets.map(({ id, value }) => ({ value: id, label: value })),
  ];
  const campaignOptions = [
    { value: ANY, label: t.anyCampaign },
    ...campaigns.map(({ id, name }) => ({ value: id, label: name })),
  ];
  return (
    <div className="list-filter">
      <div className="list-filter__field list-filter__field--switch">
        <Switch
          id="event-filter-owner"
          checked={filter.owner}
          onChange={(owner) => onChange({ ...filter, owner })}
        />
        <label htmlFor="event-filter-owner">{t.owner}</label>
      </div>
      <div className="list-filter__field">
        <label htmlFor="event-filter-target">{t.target}</label>
        <Select
          id="event-filter-target"
          value={filter.target}
          loading={targetsLoading}
          options={targetOptions}
          onChange={(target: number) => onChange({ ...filter, target })}
        />
      </div>
      <div className="list-filter__field">
        <label htmlFor="event-filter-campaign">{t.campaign}</label>
        <Select
          id="event-filter-campaign"
          value={filter.campaign}
          loading={campaignsLoading}
          options={campaignOptions}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(campaign: number) => onChange({ ...filter, campaign })}
        />
      </div>
      <div className="list-filter__field">
        <label htmlFor="event-filter-text">{t.text}</label>
        <Input
          id="event-filter-text"
          value={filter.text}
          allowClear
          maxLength={100}
          placeholder={t.textPlaceholder}
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
        />
      </div>
    </div>
  );
}
