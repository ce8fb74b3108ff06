import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { endNotBeforeStart } from './end-date-rule';

/** Runs the rule for an end date, with the form's start date. */
async function check(start: string | null, end: string | null) {
  const form = { getFieldValue: () => (start ? dayjs(start) : null) } as unknown as FormInstance;
  const rule = (
    typeof endNotBeforeStart === 'function' ? endNotBeforeStart(form) : endNotBeforeStart
  ) as RuleObject;
  return rule.validator?.(rule, end ? dayjs(end) : null, () => undefined);
}

describe('the activity end date rule', () => {
  it('refuses an end before the start with the Spanish message', async () => {
    await expect(check('2026-03-10', '2026-03-09')).rejects.toThrow(
      'La fecha de finalización de la actividad debe ser posterior a la de inicio',
    );
  });

  it('takes the same day, a later one, or a date still missing (the required rule says so)', async () => {
    await expect(check('2026-03-10', '2026-03-10')).resolves.toBeUndefined();
    await expect(check('2026-03-10', '2026-04-01')).resolves.toBeUndefined();
    await expect(check(null, '2026-03-09')).resolves.toBeUndefined();
    await expect(check('2026-03-10', null)).resolves.toBeUndefined();
  });
});
