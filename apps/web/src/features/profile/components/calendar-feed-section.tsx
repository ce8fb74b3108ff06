import { messages } from '@extranet/shared/messages';
import { Button, Input, Space, Spin, type InputRef } from 'antd';
import { useRef } from 'react';
import { errorText, isSessionEnd } from '@/shared/api-error';
import { ListLoadError, loadFailureOf } from '@/shared/components/list-load-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { toast } from '@/shared/toast';
import { useCalendarFeed, useChangeCalendarFeed } from '../api';
import { calendarFeedTexts as t } from '../calendar-feed-texts';
import '../calendar-feed.css';

const INPUT_ID = 'calendar-feed-url';

/**
 * 'Calendario personal' (docs/product/calendar.md#ical-feeds): the secret address of the user's
 * feed of accepted appointments, to copy into a calendar program, created, changed or revoked
 * here; changing or revoking it asks first, as subscribed calendars stop receiving it.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const input = useRef<InputRef>(null);
  const failure = loadFailureOf(feed);
  const url = feed.data?.url ?? null;

  const run = (action: 'renew' | 'revoke') =>
    change.mutateAsync(action).then(
      () =>
        toast.success(
          action === 'renew' ? messages.calendarFeedCreated : messages.calendarFeedRevoked,
        ),
      (err: unknown) => {
        if (!isSessionEnd(err)) toast.error(errorText(err));
      },
    );

  const confirm = (action: 'renew' | 'revoke') => {
    dialogs.confirm({
      title: action === 'renew' ? t.confirmChange : t.confirmRevoke,
      okText: t.yes,
      cancelText: t.no,
      okButtonProps: { danger: true },
      onOk: () => run(action),
    });
  };

  const copy = async (address: string) => {
    try {
      // Absent outside a secure context (an instance served over plain HTTP on a LAN address).
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(address);
      toast.success(t.copied);
    } catch {
      input.current?.select();
      toast.error(t.copyFailed);
    }
  };

  return (
    <section className="panel calendar-feed" aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading" className="calendar-feed__title">
        {t.heading}
      </h2>
      <p>{t.explanation}</p>
      {feed.isPending && <Spin />}
      {failure && <ListLoadError failure={failure} />}
      {feed.isSuccess && url === null && (
        <>
          <p>{t.none}</p>
          <Button type="primary" loading={change.isPending} onClick={() => void run('renew')}>
            {t.create}
          </Button>
        </>
      )}
      {url !== null && (
        <>
          <div className="calendar-feed__address">
            <label className="calendar-feed__label" htmlFor={INPUT_ID}>
              {t.urlLabel}
            </label>
            <Space.Compact block>
              <Input
                id={INPUT_ID}
                ref={input}
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
              />
              <Button onClick={() => void copy(url)}>{t.copy}</Button>
            </Space.Compact>
          </div>
          <div className="form-actions">
            <Button loading={change.isPending} onClick={() => confirm('renew')}>
              {t.change}
            </Button>
            <Button danger disabled={change.isPending} onClick={() => confirm('revoke')}>
              {t.revoke}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
