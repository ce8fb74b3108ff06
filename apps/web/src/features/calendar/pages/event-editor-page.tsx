import { EventType } from '@extranet/shared/schemas/events';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-store';
import { useEventActivity } from '../api';
import { calendarTexts as t } from '../calendar-texts';
import { EventEditor } from '../components/event-editor';
import { eventRefOf, handedEvent } from '../event-editor-state';
import '../calendar.css';

/**
 * `/eventeditor?id=…&type=…` (docs/product/calendar.md#event-editor, role 1+; the API lets only
 * role 2+ and the campaign's supervisor save). The calendar hands its item in the navigation
 * state. The properties belong to the activity, so an activity event's are read from it by id
 * (fresh after a save and a reload; the handed name shows meanwhile); an appointment's come with
 * its handed item. Without an event (no id, an appointment's editor reloaded, an activity the
 * caller may not read: the query cache toasts why), back to the agenda.
 */
export function EventEditorPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const ref = eventRefOf(search);
  const handed = ref && handedEvent(state, ref);
  const byActivity = ref?.typeEvent === EventType.ActivityEvent;
  const activity = useEventActivity(byActivity ? ref.idEvent : undefined);

  if (!session) return null;
  if (!ref || (!byActivity && !handed) || activity.isError) {
    return <Navigate to={paths.eventsView} replace />;
  }
  const source = byActivity ? activity.data : handed;
  if (!source) {
    return (
      <section className="page">
        <div className="panel event-editor">
          <PageTitle>{t.editorTitle}</PageTitle>
          {handed && <p className="event-editor__subject">{handed.name}</p>}
          <Processing />
        </div>
      </section>
    );
  }
  return (
    <section className="page">
      <EventEditor
        key={`${ref.typeEvent}-${ref.idEvent}`}
        eventRef={ref}
        name={source.name}
        properties={source.eventProperties}
      />
    </section>
  );
}
