import { norm } from '@extranet/shared/forms/field-roles';
import type { ReportActivityNames } from '@extranet/shared/reports/list-reply';
import type { NameRule } from '@extranet/shared/reports/report-types';

/**
 * Whether an activity passes a type's name rule (docs/product/reporting.md#default-states): its
 * name holds the rule's word ('finde': its name or its campaign's), and never 'online'. The
 * server applies the same rule to the rows; the screen offers only the activities it keeps.
 */
export function passesNameRule(rule: NameRule, activity: string, campaign: string): boolean {
  const name = norm(activity);
  if (name.includes('online')) return false;
  if (rule === 'finde') return name.includes('finde') || norm(campaign).includes('finde');
  return name.includes(rule);
}

/** The campaigns and activities the cascader offers for a type; campaigns left empty go. */
export function activitiesForRule(
  tree: ReportActivityNames,
  rule: NameRule | undefined,
): ReportActivityNames {
  if (!rule) return tree;
  return tree
    .map((campaign) => ({
      ...campaign,
      activities: campaign.activities.filter((activity) =>
        passesNameRule(rule, activity.name, campaign.campaignName),
      ),
    }))
    .filter((campaign) => campaign.activities.length > 0);
}
