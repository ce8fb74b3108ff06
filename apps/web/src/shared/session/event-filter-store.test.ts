import { emptyEventFilter } from '@extranet/shared/calendar/event-filter';
import { describe, expect, it } from 'vitest';
import { presetEventFilter, readEventFilter, storeEventFilter } from './event-filter-store';

// docs/product/calendar.md#filter
describe('the events filter kept in the tab', () => {
  it('is read back by the user who set it, and by nobody else', () => {
    storeEventFilter(7, { ...emptyEventFilter, owner: true, text: 'huerto' });
    expect(readEventFilter(7).filter).toEqual({ ...emptyEventFilter, owner: true, text: 'huerto' });
    expect(readEventFilter(8).filter).toEqual(emptyEventFilter);
  });

  it('is preset by /campaign-filter/{target} and /campaign-name/{name}', () => {
    storeEventFilter(7, { ...emptyEventFilter, owner: true });
    presetEventFilter(7, { type: '3' });
    expect(readEventFilter(7)).toEqual({ filter: { ...emptyEventFilter, target: 3 } });
    presetEventFilter(7, { campaignname: ' Separa y recicla ' });
    expect(readEventFilter(7)).toEqual({
      filter: emptyEventFilter,
      campaignName: 'Separa y recicla',
    });
    presetEventFilter(7, { type: 'x' });
    expect(readEventFilter(7)).toEqual({ filter: emptyEventFilter });
  });

  it('is left alone by /main, and survives a broken value as the empty filter', () => {
    storeEventFilter(7, { ...emptyEventFilter, target: 2 });
    presetEventFilter(7, {});
    expect(readEventFilter(7).filter.target).toBe(2);
    sessionStorage.setItem('eventFilter', '{broken');
    expect(readEventFilter(7).filter).toEqual(emptyEventFilter);
  });
});
