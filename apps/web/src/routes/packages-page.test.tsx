import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { tripsErrorMessage } from '../features/trips/components/listing-states';
import { failure, ok } from '../testing/api-responses';
import { makeTripCard } from '../testing/factories';
import { renderPage, stubFetch } from '../features/trips/testing/render-page';
import { PackagesPage } from './packages-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderListing = (url = '/all-packages') => renderPage(<PackagesPage />, { path: '/:listing', url });

describe('PackagesPage states', () => {
  it('asks for 100 trips from offset 0 and says Loading... meanwhile', async () => {
    const fetchMock = stubFetch(() => new Promise<Response>(() => undefined));
    renderListing();
    expect(await screen.findByText('Loading...')).toBeTruthy();
    const url = fetchMock.mock.calls.map((call) => new URL(String(call[0]))).find((u) => u.pathname === '/api/trips')!;
    expect(url.searchParams.get('limit')).toBe('100');
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('shows the server message in red when the API fails', async () => {
    stubFetch(() => failure(500, 'Trips are resting, try again soon'));
    renderListing();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Trips are resting, try again soon');
    expect(alert.className).toContain('text-red-700');
  });

  it("shows 'Failed to fetch trips' when the network fails", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderListing();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch trips');
  });

  it("shows 'Failed to fetch trips' for an answer without a message (a proxy's HTML 502)", async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderListing();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch trips');
  });

  it('calls anything that is not an API failure unexpected', () => {
    expect(tripsErrorMessage(new TypeError('trips is undefined'))).toBe('An unexpected error occurred while fetching trips');
    expect(tripsErrorMessage(new ApiError('Server says no', 503, {}, true))).toBe('Server says no');
  });
});

describe('PackagesPage loaded', () => {
  const safaris = Array.from({ length: 8 }, (_, i) =>
    makeTripCard({ name: `Safari ${i + 1}`, trip_type: { name: 'Safari' }, destination_count: 3 }),
  );
  const climb = makeTripCard({ name: 'Kilimanjaro Machame', trip_type: { name: 'Mountain Climbing' } });

  it('shows 6 cards until View All Packages, with the tab from the route', async () => {
    stubFetch(() => ok({ trips: [...safaris, climb], total: 9 }));
    renderListing('/safari-packages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safari Packages' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Safari' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByTestId('trip-card')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'View All Packages' }));
    expect(screen.getAllByTestId('trip-card')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show Fewer' })).toBeTruthy();

    const card = screen.getAllByTestId('trip-card')[0]!;
    expect(within(card).getByText('3 destinations · Safari')).toBeTruthy();
    expect(within(card).getByText('Days on the plains & nights under canvas.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'More about Safari 1' }).getAttribute('href')).toBe(`/packages/${safaris[0]!.uuid}`);
  });

  it('filters with toggle chips whose counts match the cards', async () => {
    stubFetch(() => ok({ trips: [...safaris, climb], total: 9 }));
    renderListing();
    const chip = await screen.findByRole('button', { name: /^Mountain Climbing/ });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(within(chip).getByTestId('chip-count').textContent).toBe('1');
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('trip-card')).toHaveLength(1);
    fireEvent.click(chip);
    expect(screen.getByRole('button', { name: /^All/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows 'No packages found' when the tab has no trips", async () => {
    stubFetch(() => ok({ trips: [climb], total: 1 }));
    renderListing('/all-packages?tab=beach');
    expect(await screen.findByRole('heading', { name: 'No packages found' })).toBeTruthy();
  });
});
