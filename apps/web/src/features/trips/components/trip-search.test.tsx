import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, jsonResponse, ok } from '../../../testing/api-responses';
import { makeTrip, renderTrips, stubApi } from '../testing/render-trips';
import { TripSearch } from './trip-search';

// The dialog is a lazy chunk; load it once up front so the first test does not pay for it.
beforeAll(async () => {
  await import('./search-results-dialog');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function search() {
  await screen.findByRole('option', { name: 'Serengeti' });
  fireEvent.change(screen.getByLabelText('Destination'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Travelers'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2030-12-12' } });
  fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2030-12-19' } });
  fireEvent.click(screen.getByRole('button', { name: /search/i }));
  return screen.findByRole('dialog', { name: 'Available Trips' }, { timeout: 5000 });
}

async function searchError(handler: () => Response | Promise<Response>) {
  stubApi({ '/api/trips/search': handler });
  renderTrips(<TripSearch />);
  const dialog = await search();
  return (await within(dialog).findByRole('alert')).textContent;
}

describe('TripSearch search errors (SPEC §8)', () => {
  it("shows the server's message", async () => {
    expect(await searchError(() => failure(503, 'Search is resting, try again in a minute'))).toBe(
      'Search is resting, try again in a minute',
    );
  });

  it("falls back to 'An error occurred while searching for trips.' without a server message", async () => {
    expect(await searchError(() => new Response('<html>Bad gateway</html>', { status: 502 }))).toBe(
      'An error occurred while searching for trips.',
    );
  });

  it("says 'An error occurred while searching for trips.' when the network fails", async () => {
    expect(
      await searchError(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('An error occurred while searching for trips.');
  });

  it("says 'No trips found matching the criteria.' when an answer carries no trips", async () => {
    expect(await searchError(() => ok({}))).toBe('No trips found matching the criteria.');
    cleanup();
    expect(await searchError(() => jsonResponse({ status: false, code: 200, message: '' }))).toBe('No trips found matching the criteria.');
  });
});

describe('TripSearch search results', () => {
  it('sends the criteria and lists the matches with the summary', async () => {
    const trip = makeTrip({ name: 'Serengeti Migration Safari', first_budget_price: 2450, base_price: 3000, destination_count: 3 });
    const api = stubApi({ '/api/trips/search': () => ok({ trips: [trip], total: 1 }) });
    renderTrips(<TripSearch />);
    const dialog = await search();

    const call = api.mock.calls.map((c) => new URL(String(c[0]))).find((u) => u.pathname === '/api/trips/search')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({
      location: '7',
      guest_count: '3',
      check_in: '2030-12-12',
      check_out: '2030-12-19',
    });
    await within(dialog).findByText('Serengeti Migration Safari');
    expect(dialog.textContent).toContain('1 trip found');
    expect(dialog.textContent).toContain('3 travelers');
    expect(dialog.textContent).toContain('Serengeti');
    expect(dialog.textContent).toContain('12 Dec 2030 – 19 Dec 2030');
    expect(dialog.textContent).toContain('3 destinations');
    expect(await within(dialog).findByText('$2,450.00')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: /view full itinerary/i });
    expect(link.getAttribute('href')).toBe(`/packages/${trip.uuid}`);
  });

  it("shows 'No packages match your criteria.' for an empty result", async () => {
    stubApi({ '/api/trips/search': () => ok({ trips: [], total: 0 }) });
    renderTrips(<TripSearch />);
    const dialog = await search();
    expect(await within(dialog).findByText('No packages match your criteria.')).toBeTruthy();
  });

  it('shows which trips fit the stay, and offers the dates that would fit when none does', async () => {
    const nine = { ...makeTrip({ name: 'Nine Day Circuit', duration_days: 9 }), fits_dates: false };
    const twelve = { ...makeTrip({ name: 'Twelve Day Grand Tour', duration_days: 12 }), fits_dates: false };
    const api = stubApi({
      '/api/trips/search': (url) =>
        url.searchParams.get('check_out') === '2030-12-20'
          ? ok({ trips: [{ ...nine, fits_dates: true }, twelve], total: 2, fitting: 1, nights: 8, destinations: [] })
          : ok({ trips: [nine, twelve], total: 2, fitting: 0, nights: 7, destinations: [] }),
    });
    renderTrips(<TripSearch />);
    const dialog = await search();

    expect(await within(dialog).findByRole('heading', { name: 'Longer than your 7 nights' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByTestId('fit-badge')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['Longer than your stay: 9 days', 'Longer than your stay: 12 days']);
    expect(within(dialog).getByTestId('fit-suggestion').textContent).toContain(
      'None of these trips fits 7 nights. The shortest needs 8 nights.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search 12 Dec 2030 – 20 Dec 2030' }));

    expect(await within(dialog).findByRole('heading', { name: '1 trip fits your 8 nights' })).toBeTruthy();
    expect(within(dialog).getAllByTestId('fit-badge')[0]!.textContent?.trim()).toBe('Fits your dates');
    expect(dialog.textContent).toContain('12 Dec 2030 – 20 Dec 2030');
    const calls = api.mock.calls.map((c) => new URL(String(c[0]))).filter((u) => u.pathname === '/api/trips/search');
    expect(calls.map((u) => u.searchParams.get('check_out'))).toEqual(['2030-12-19', '2030-12-20']);
  });

  it('offers the destinations at the place, the inquiry form and the catalogue when nothing matches', async () => {
    stubApi({
      '/api/trips/search': () =>
        ok({ trips: [], total: 0, fitting: 0, nights: 7, destinations: [{ slug: 'serengeti', name: 'Serengeti National Park' }] }),
    });
    renderTrips(<TripSearch />);
    const dialog = await search();
    const steps = await within(dialog).findByTestId('search-next-steps');
    expect(steps.textContent).toContain('No packages match your criteria.');
    const links = within(steps)
      .getAllByRole('link')
      .map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
    expect(links).toEqual([
      ['All trips to Serengeti National Park', '/destinations/serengeti#trips-visiting'],
      ['Ask us for a trip in Serengeti', '/inquiry'],
      ['Browse all packages', '/all-packages'],
    ]);
  });
});
