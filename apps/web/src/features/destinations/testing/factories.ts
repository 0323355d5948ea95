import type { DestinationDetail } from '@safari/contracts/destination';

let sequence = 0;
export function makeDestination(overrides: Partial<DestinationDetail> = {}): DestinationDetail {
  sequence += 1;
  const hex = sequence.toString(16).padStart(12, '0');
  return {
    id: sequence,
    uuid: `00000000-0000-4000-8000-${hex}`,
    slug: `destination-${sequence}`,
    name: `Destination ${sequence}`,
    description: '<p>Wide plains &amp; big skies.</p>',
    banner: `/media/destinations/destination-${sequence}.svg`,
    location: { name: 'Serengeti' },
    region: { name: 'Mara' },
    categories: [{ id: 1, name: 'National Park' }],
    is_active: true,
    facts: [],
    activities: [],
    ...overrides,
  };
}
