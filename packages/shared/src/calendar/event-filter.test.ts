import { describe, expect, it } from 'vitest';
import type { EventItem } from '../schemas/events.ts';
import {
  emptyEventFilter,
  isEventFilterActive,
  matchesEventFilter,
  type EventFilter,
} from './event-filter.ts';

const event: EventItem = {
  id: 7,
  idActivity: 3,
  typeEvent: 1,
  idUser: 10,
  idSupervisor: 4,
  idCampaign: 2,
  name: 'Visita a la planta de Serín',
  campaignName: 'Campaña escolar',
  detail: 'CP Gesta',
  startDate: '2027-03-10',
  endDate: '2027-03-10',
  hour: '10:00',
  endHour: '12:30',
  targets: [1, 3],
  eventProperties: { visible: true, color: '#FFCC88' },
  idEvent: 7,
  own: false,
  canEdit: false,
};

const filter = (change: Partial<EventFilter>): EventFilter => ({ ...emptyEventFilter, ...change });

// docs/product/calendar.md#filter
describe('event filter', () => {
  it('is active with text, owner, a target or a campaign', () => {
    expect(isEventFilterActive(emptyEventFilter)).toBe(false);
    expect(isEventFilterActive(filter({ text: '  ' }))).toBe(false);
    expect(isEventFilterActive(filter({ text: 'serin' }))).toBe(true);
    expect(isEventFilterActive(filter({ owner: true }))).toBe(true);
    expect(isEventFilterActive(filter({ target: 2 }))).toBe(true);
    expect(isEventFilterActive(filter({ campaign: 5 }))).toBe(true);
  });

  it('lets everything through when empty', () => {
    expect(matchesEventFilter(event, emptyEventFilter)).toBe(true);
  });

  it('matches every word of the text, without accents, in name, campaign or detail', () => {
    expect(matchesEventFilter(event, filter({ text: 'SERIN gesta' }))).toBe(true);
    expect(matchesEventFilter(event, filter({ text: 'campana escolar' }))).toBe(true);
    expect(matchesEventFilter(event, filter({ text: 'serin gijon' }))).toBe(false);
  });

  it('keeps own appointments only with owner, and filters campaign, target and type', () => {
    expect(matchesEventFilter(event, filter({ owner: true }))).toBe(false);
    expect(matchesEventFilter({ ...event, own: true }, filter({ owner: true }))).toBe(true);
    expect(matchesEventFilter(event, filter({ campaign: 2 }))).toBe(true);
    expect(matchesEventFilter(event, filter({ campaign: 9 }))).toBe(false);
    expect(matchesEventFilter(event, filter({ target: 3 }))).toBe(true);
    expect(matchesEventFilter(event, filter({ target: 2 }))).toBe(false);
    expect(matchesEventFilter(event, filter({ type: 2 }))).toBe(false);
  });
});
