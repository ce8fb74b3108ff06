// @vitest-environment node
import { emptyEventFilter } from '@extranet/shared/calendar/event-filter';
import { describe, expect, it } from 'vitest';
import { withCampaignNamed } from './use-event-filter';

const campaigns = [
  { id: 3, name: 'Separa y recicla' },
  { id: 4, name: 'Educación vial' },
];

// docs/product/calendar.md#filter: /campaign-name/{name} presets the campaign by its name.
describe('a campaign named by a preset route', () => {
  it('is the active campaign of that name, without case or accents', () => {
    expect(withCampaignNamed(emptyEventFilter, ' educacion VIAL ', campaigns)).toEqual({
      ...emptyEventFilter,
      campaign: 4,
    });
  });

  it('is searched as text when no active campaign has that name', () => {
    expect(withCampaignNamed(emptyEventFilter, 'Recicla', campaigns)).toEqual({
      ...emptyEventFilter,
      text: 'Recicla',
    });
  });
});
