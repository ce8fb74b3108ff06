import { messages } from '@extranet/shared/messages';
import { MAX_FUTURE_EVENTS } from '@extranet/shared/schemas/events';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { PageTitle } from '@/shared/components/page-title';
import { useActivityNames } from '@/shared/order-lists/api';
import { orderDetailHref } from '@/shared/order-lists/order-detail-link';
import { useSession } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { useFutureEvents } from '../api';
import { ReminderFilters } from '../components/reminder-filters';
import { ReminderTable } from '../components/reminder-table';
import { defaultSearch, isComplete, type CompleteSearch } from '../reminder-search';
import { reminderTexts as t } from '../reminder-texts';
import { useReminderSending } from '../use-reminder-sending';
import '@/shared/order-lists/order-lists.css';
import '../reminders.css';

const noRows: never[] = [];

/**
 * /eventsreminderview 'ENVÍO DE RECORDATORIOS POR EMAIL' (role 1+,
 * docs/product/calendar.md#reminders): the filters with FILTRAR and ENVIAR CORREOS above the
 * table of the appointments found, which opens with the default range (today to today + 7).
 */
export function RemindersPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(defaultSearch);
  const [search, setSearch] = useState<CompleteSearch | null>(() => {
    const first = defaultSearch();
    return isComplete(first) ? first : null;
  });
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const names = useActivityNames(undefined);
  const found = useFutureEvents(session?.user.id, search);
  const sending = useReminderSending(text);
  if (!session) return null;

  const rows = found.data ?? noRows;
  // Rows chosen before a new search that it no longer finds are not sent.
  const selected = chosen.filter((id) => rows.some((row) => row.id === id));

  const filter = () => {
    if (!isComplete(draft)) return toast.error(messages.reminderDatesRequired);
    if (draft.endDate < draft.startDate) return toast.error(messages.reminderEndBeforeStart);
    if (JSON.stringify(draft) === JSON.stringify(search)) return void found.refetch();
    setSearch({ ...draft });
  };

  return (
    <section className="page reminders-page">
      <PageTitle>{t.title}</PageTitle>
      <ReminderFilters
        search={draft}
        onSearchChange={setDraft}
        text={text}
        onTextChange={setText}
        tree={names.data ?? noRows}
        treeLoading={names.isPending}
        sending={sending.sendingAll}
        onFilter={filter}
        onSendAll={() => sending.sendChosen(selected, () => setChosen([]))}
      />
      <p className="order-list__summary" role="status">
        {found.data && <span>{t.count(rows.length)}</span>}
        {selected.length > 0 && <span>{t.selected(selected.length)}</span>}
        {rows.length >= MAX_FUTURE_EVENTS && <span>{t.capped(MAX_FUTURE_EVENTS)}</span>}
      </p>
      <ReminderTable
        rows={rows}
        loading={found.isFetching}
        failure={loadFailureOf(found)}
        selected={selected}
        onSelect={setChosen}
        sending={sending.sendingRow}
        onSend={(row) => sending.sendOne(row.id)}
        onOpen={(row) => navigate(orderDetailHref(row.id, 'manager'))}
      />
    </section>
  );
}
