import type { Campaign } from '@extranet/shared/schemas/campaign';

/** An active campaign 9 without a supervisor or files: tests change only what they are about. */
export function testCampaign(changes: Partial<Campaign> = {}): Campaign {
  return {
    id: 9,
    name: 'Separa y recicla',
    description: 'Talleres de reciclaje para centros educativos',
    startDate: '2026-09-01',
    endDate: '2027-06-30',
    edition: '2026',
    active: true,
    supervisor: null,
    targets: [],
    image: null,
    imageUrl: null,
    fileAgreement: null,
    files: [],
    content: '',
    contentJson: null,
    ...changes,
  };
}
