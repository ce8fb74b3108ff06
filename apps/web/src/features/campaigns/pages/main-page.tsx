import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { activityFilterPath } from '@/shared/paths';
import { presetEventFilter } from '@/shared/session/event-filter-store';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { useSession } from '@/shared/session/session-store';
import { presetCampaignFilter } from '../campaign-filter';
import { CampaignBrowser } from '../components/campaign-browser';
import '../campaigns.css';

/**
 * `/main`, `/campaign-filter/{type}` and `/campaign-name/{campaignname}`: the campaign list,
 * with the target or the text filter preset by the route (docs/product/accounts.md#main). The
 * preset routes preset the agenda's events filter too (docs/product/calendar.md#filter).
 */
export function MainPage() {
  const session = useSession();
  const params = useParams();
  const { pathname } = useLocation();
  const userId = session?.user.id;
  const { type, campaignname } = params;
  useEffect(() => {
    if (userId !== undefined) presetEventFilter(userId, { type, campaignname });
  }, [userId, type, campaignname]);
  // docs/product/accounts.md#main: with a linked activity present, /main goes on to its request
  // form.
  const linked = readLinkedActivityId();
  if (linked) return <Navigate to={activityFilterPath(linked)} replace />;
  if (!session) return null;
  const { id, role } = session.user;
  return (
    <CampaignBrowser key={pathname} viewer={{ id, role }} preset={presetCampaignFilter(params)} />
  );
}
