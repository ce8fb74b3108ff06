import { describe, expect, it } from 'vitest';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { ActivityCreateRequest } from './activity.ts';
import { CampaignListQuery } from './campaign.ts';
import { IdParams, PageQuery } from './common.ts';
import { dbInteger, idSchema } from './db-integer.ts';
import { OrderCreateForm } from './order-forms.ts';
import { RegisterRequest } from './user.ts';
import { zodEnglish as english } from '../zod-english.ts';

const max = limits.maxDbInteger;

describe('ids and stored whole numbers stay within PostgreSQL integer', () => {
  it('an id is 1 up to 2147483647, read from digits too', () => {
    expect(idSchema().parse('2147483647')).toBe(max);
    expect(idSchema().safeParse('2147483648').success).toBe(false);
    expect(idSchema().safeParse(0).success).toBe(false);
    expect(idSchema({ coerce: false }).safeParse('1').success).toBe(false);
  });

  it('keeps the sentinels: -1 any, 0 new, a negative campaign for an event', () => {
    expect(dbInteger({ min: -1 }).parse('-1')).toBe(-1);
    expect(dbInteger({ min: 0 }).parse(0)).toBe(0);
    expect(ActivityCreateRequest.parse({ idCampaign: -max }).idCampaign).toBe(-max);
    expect(ActivityCreateRequest.safeParse({ idCampaign: -max - 1 }).success).toBe(false);
    expect(OrderCreateForm.parse({ idActivity: '3', idEntity: '-1' }).idEntity).toBe(-1);
  });

  it('refuses 2^31 wherever an id or a page reaches the database', () => {
    expect(IdParams.safeParse({ id: 2 ** 31 }).success).toBe(false);
    expect(PageQuery.safeParse({ _page: String(2 ** 31) }).success).toBe(false);
    expect(CampaignListQuery.safeParse({ target: String(2 ** 31) }).success).toBe(false);
    expect(OrderCreateForm.safeParse({ idActivity: String(2 ** 31) }).success).toBe(false);
  });

  it('a given message is said for every refusal, the Spanish fallback otherwise', () => {
    expect(idSchema({ message: 'M' }).safeParse(2 ** 31).error?.issues[0]?.message).toBe('M');
    const message = idSchema().safeParse('x').error?.issues[0]?.message ?? '';
    expect(message).not.toMatch(english);
  });
});

describe("zod's messages fall back to Spanish", () => {
  it('registration without its fields names each in Spanish', () => {
    const issues = RegisterRequest.safeParse({}).error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issue.message).not.toMatch(english);
    expect(issues.find((i) => i.path[0] === 'name')?.message).toBe(messages.nameRequired);
  });
});
