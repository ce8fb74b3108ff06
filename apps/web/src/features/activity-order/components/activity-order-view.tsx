import { messages } from '@extranet/shared/messages';
import type { Activity } from '@extranet/shared/schemas/activity';
import type { OrderCreateReply } from '@extranet/shared/schemas/order';
import type { User } from '@extranet/shared/schemas/user';
import { Alert } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/shared/components/spinner';
import { lazyPart } from '@/shared/lazy-part';
import { paths } from '@/shared/paths';
import { clearLinkedActivityId, readLinkedActivityId } from '@/shared/session/linked-activity';
import { sessionStore } from '@/shared/session/session-store';
import { useInBrowser } from '@/shared/use-in-browser';
import { usePrerequisiteMet } from '../api';
import { isOutOfTime } from '../order-form-values';
import { ActivitySummary } from './activity-summary';
import { OrderConfirmation } from './order-confirmation';

// The form's code (antd's form, dates, selects, numbers) loads as the activity arrives, beside its
// image: on a phone the activity shows first and the form, below it, follows
// (docs/architecture.md#performance-on-phones).
const { Part: OrderForm } = lazyPart(() => import('./order-form'), 'OrderForm');

/**
 * docs/product/requests.md#request-form: the linked activity is forgotten once its request form has
 * been shown, in this browser session and in the session's copy of the user.
 */
function forgetLinkedActivity(activityId: number, user: User) {
  if (readLinkedActivityId() === activityId) clearLinkedActivityId();
  if (user.linkedActivityId === activityId) {
    sessionStore.updateUser({ ...user, linkedActivityId: null });
  }
}

/**
 * The request form of one activity (docs/product/requests.md#request-form): what it is, the notices
 * (out of time, prerequisite), then the form, or the confirmation once it has been sent.
 */
export function ActivityOrderView({ activity, user }: { activity: Activity; user: User }) {
  const navigate = useNavigate();
  // The page the server paints shows the spinner in the form's place, as the app's first render
  // does while the form's code loads (docs/architecture.md#screens-painted-by-the-server).
  const inBrowser = useInBrowser();
  const [reply, setReply] = useState<OrderCreateReply | null>(null);
  const outOfTime = isOutOfTime(activity);
  const prerequisiteMet = usePrerequisiteMet(activity, user.id);
  const back = () => navigate(`${paths.activityList}?campaign=${activity.campaign.id}`);

  useEffect(() => forgetLinkedActivity(activity.id, user), [activity.id, user]);

  return (
    <>
      <ActivitySummary activity={activity} />
      {outOfTime && !reply && (
        <Alert
          className="order-notice"
          type="warning"
          showIcon
          title={messages.activityOutOfTime}
        />
      )}
      {prerequisiteMet === false && !reply && (
        <Alert
          className="order-notice"
          type="warning"
          showIcon
          title={messages.orderPrerequisiteMissing}
        />
      )}
      {reply && <OrderConfirmation reply={reply} onBack={back} />}
      {!reply && !inBrowser && <Spinner />}
      {!reply && inBrowser && (
        <Suspense fallback={<Spinner />}>
          <OrderForm
            activity={activity}
            user={user}
            outOfTime={outOfTime}
            onCreated={setReply}
            onBack={back}
          />
        </Suspense>
      )}
    </>
  );
}
