import { messages } from '@extranet/shared/messages';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';

/**
 * The end date may be the start's day, never an earlier one: the rule the server keeps on
 * `activity/:id/update` (docs/exports-text-and-time.md), said under the field before sending.
 */
export const endNotBeforeStart: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, end: Dayjs | null) => {
    const start = getFieldValue('startDate') as Dayjs | null;
    if (start && end && end.isBefore(start, 'day')) {
      throw new Error(messages.activityEndBeforeStart);
    }
  },
});
