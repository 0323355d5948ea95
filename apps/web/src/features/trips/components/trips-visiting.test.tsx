import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../../testing/api-responses';
import { makeTripCard } from '../../../testing/factories';
import { renderTrips, stubApi } from '../testing/render-trips';
import { TripsVisiting } from './trips-visiting';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TripsVisiting', () => {
  it('asks the API for the trips that visit the destination and shows them as cards', async () => {
    const trip = makeTripCard({ name: 'Migration Safari' });
    const fetchMock = stubApi({ '/api/trips': () => ok({ trips: [trip], total: 1 }) });
    renderTrips(<TripsVisiting slug="serengeti" name="Serengeti National Park" />);

    const section = await screen.findByRole('region', { name: 'Trips that visit Serengeti National Park' });
    expect(await within(section).findByRole('heading', { name: 'Migration Safari' })).toBeTruthy();
    const request = fetchMock.mock.calls.map(([input]) => new URL(String(input))).find((url) => url.pathname === '/api/trips')!;
    expect(request.searchParams.get('destination')).toBe('serengeti');
    expect(request.searchParams.get('limit')).toBe('100');
  });

  it('offers the inquiry form when no trip visits the place, and says so when loading fails', async () => {
    stubApi({ '/api/trips': () => ok({ trips: [], total: 0 }) });
    renderTrips(<TripsVisiting slug="serengeti" name="Serengeti" />);
    expect((await screen.findByRole('link', { name: 'Ask us for a tailored trip' })).getAttribute('href')).toBe('/inquiry');
    cleanup();

    stubApi({ '/api/trips': () => failure(500, 'Server error') });
    renderTrips(<TripsVisiting slug="serengeti" name="Serengeti" />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('We could not load the trips');
  });
});
