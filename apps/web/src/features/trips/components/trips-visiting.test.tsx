import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../../testing/api-responses';
import { makeTripCard } from '../../../testing/factories';
import { makeTripDetail } from '../testing/render-page';
import { renderTrips, stubApi } from '../testing/render-trips';
import { TripsVisiting } from './trips-visiting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const place = { slug: 'serengeti', locationName: 'Serengeti' };

describe('TripsVisiting', () => {
  it('keeps the trips of the location whose itinerary includes the destination', async () => {
    const visiting = makeTripCard({ name: 'Migration Safari' });
    const nearby = makeTripCard({ name: 'Olduvai Day Trip' });
    const fetchMock = stubApi({
      '/api/trips/search': () => ok({ trips: [visiting, nearby], total: 2 }),
      [`/api/trips/${visiting.uuid}`]: () =>
        ok({ trip: makeTripDetail({ ...visiting, destinations: [{ uuid: visiting.uuid, slug: 'serengeti', name: 'Serengeti' }] }) }),
      [`/api/trips/${nearby.uuid}`]: () =>
        ok({ trip: makeTripDetail({ ...nearby, destinations: [{ uuid: nearby.uuid, slug: 'olduvai-gorge', name: 'Olduvai' }] }) }),
    });
    renderTrips(<TripsVisiting place={place} name="Serengeti National Park" />);

    const section = await screen.findByRole('region', { name: 'Trips that visit Serengeti National Park' });
    expect(await within(section).findByRole('heading', { name: 'Migration Safari' })).toBeTruthy();
    expect(within(section).queryByRole('heading', { name: 'Olduvai Day Trip' })).toBeNull();
    const search = fetchMock.mock.calls.map(([input]) => new URL(String(input))).find((url) => url.pathname === '/api/trips/search')!;
    expect(search.searchParams.get('location')).toBe('7');
    expect(search.searchParams.get('guest_count')).toBe('1');
  });

  it('offers the inquiry form when no trip visits the place, and says so when loading fails', async () => {
    stubApi({ '/api/trips/search': () => ok({ trips: [], total: 0 }) });
    renderTrips(<TripsVisiting place={place} name="Serengeti" />);
    expect((await screen.findByRole('link', { name: 'Ask us for a tailored trip' })).getAttribute('href')).toBe('/inquiry');
    cleanup();

    stubApi({ '/api/trips/search': () => failure(500, 'Server error') });
    renderTrips(<TripsVisiting place={place} name="Serengeti" />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the trips');
  });
});
