import { FilterFilled } from '@ant-design/icons';
import { isEventFilterActive } from '@extranet/shared/calendar/event-filter';
import { messages } from '@extranet/shared/messages';
import type { EventItem } from '@extranet/shared/schemas/events';
import { Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { FooterFilterPanel } from '@/shared/components/footer-filter-panel';
import { PageTitle } from '@/shared/components/page-title';
import { useTargets } from '@/shared/reference/api';
import { useSession } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { useActiveCampaigns } from '../api';
import { calendarTexts as t } from '../calendar-texts';
import { CalendarView } from '../components/calendar-view';
import { EventFilterFields } from '../components/event-filter-fields';
import { eventEditorHref } from '../event-editor-state';
import { useEventFilter } from '../use-event-filter';
import '../calendar.css';

/**
 * `/eventsview`, 'AGENDA' (docs/product/calendar.md#calendar, role 1+): the calendar of what the
 * session may see, the 'Filtros activos' icon in the header while a filter is set, and the
 * 'Filtrar eventos' panel at the foot (docs/product/calendar.md#filter).
 */
export function EventsViewPage() {
  const session = useSession();
  if (!session) return null;
  return <EventsView userId={session.user.id} />;
}

function EventsView({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const targets = useTargets();
  const campaigns = useActiveCampaigns();
  const { filter, setFilter, clear } = useEventFilter(userId, campaigns.data);
  const active = isEventFilterActive(filter);

  const edit = (event: EventItem) =>
    navigate(eventEditorHref(event), { state: { eventItem: event } });
  const clearFilter = () => {
    clear();
    toast.success(messages.filterCleared);
  };

  return (
    <section className="page calendar-page">
      <div className="calendar-page__head">
        <PageTitle>{t.agendaTitle}</PageTitle>
        {active && (
          <Tooltip title={t.filtersActive}>
            <span className="calendar-page__filtered" role="img" aria-label={t.filtersActive}>
              <FilterFilled aria-hidden />
            </span>
          </Tooltip>
        )}
      </div>
      <CalendarView viewerId={userId} filter={filter} onEdit={edit} />
      <FooterFilterPanel
        label={t.filtersLabel}
        toggleText={t.filtersLabel}
        clearText={t.clear}
        active={active}
        onClear={clearFilter}
      >
        <EventFilterFields
          filter={filter}
          onChange={setFilter}
          targets={targets.data ?? []}
          targetsLoading={targets.isPending}
          campaigns={campaigns.data ?? []}
          campaignsLoading={campaigns.isPending}
        />
      </FooterFilterPanel>
    </section>
  );
}
