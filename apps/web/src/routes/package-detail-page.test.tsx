import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../components/ui/image-with-fallback';
import { failure, ok } from '../testing/api-responses';
import { makeTripDetail, renderPage, stubFetch } from '../features/trips/testing/render-page';
import { PackageDetailPage } from './package-detail-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = '00000000-0000-4000-8000-0000000000aa';
const renderDetail = (url = `/packages/${UUID}`) => renderPage(<PackageDetailPage />, { path: '/packages/:uuid?', url });

describe('PackageDetailPage states', () => {
  it("says 'Loading package...' while the trip loads", async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderDetail();
    expect(await screen.findByText('Loading package...')).toBeTruthy();
  });

  it("shows 'Package not found' for a 404", async () => {
    stubFetch(() => failure(404, 'Package not found'));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Package not found' })).toBeTruthy();
  });

  it("shows 'Package not found' for a malformed uuid without asking the server", async () => {
    const fetchMock = stubFetch(() => failure(400, 'The request is invalid'));
    renderDetail('/packages/not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Package not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/api/trips'))).toBe(false);
  });

  it("shows 'No UUID provided' without a uuid", async () => {
    stubFetch(() => failure(404, 'Not found'));
    renderDetail('/packages');
    expect(await screen.findByRole('heading', { level: 1, name: 'No UUID provided' })).toBeTruthy();
  });

  it("shows 'Failed to fetch trip details.' for a server error (after one retry)", async () => {
    const fetchMock = stubFetch(() => failure(500, 'Something went wrong on our side. Please try again.'));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Failed to fetch trip details.' }, { timeout: 4000 })).toBeTruthy();
    expect(fetchMock.mock.calls.filter((call) => String(call[0]).includes('/api/trips/'))).toHaveLength(2);
  });

  it("shows 'Failed to fetch trip details.' when the network fails", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Failed to fetch trip details.' }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('PackageDetailPage loaded', () => {
  it('falls back to the placeholder when the banner is broken', async () => {
    stubFetch(() => ok({ trip: makeTripDetail({ uuid: UUID }) }));
    renderDetail();
    const banner = (await screen.findAllByRole('img', { name: 'Serengeti Migration Safari' }))[0]!;
    expect(banner.getAttribute('loading')).toBe('eager');
    expect(banner.getAttribute('src')).toMatch(/^\/media\/trips\//);
    fireEvent.error(banner);
    expect(banner.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(banner.getAttribute('data-fallback')).toBe('true');
  });

  it('numbers the itinerary by order and lays budgets out per season', async () => {
    stubFetch(() => ok({ trip: makeTripDetail({ uuid: UUID }) }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Serengeti Migration Safari' });

    // Radix tabs switch on mousedown (and keyboard), not click.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Itinerary' }), { button: 0 });
    const steps = within(screen.getByTestId('itinerary')).getAllByRole('listitem');
    expect(steps.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Day 1: Arusha', 'Day 2: Serengeti']);
    expect(screen.getAllByTestId('itinerary-number').map((n) => n.textContent)).toEqual(['1', '2']);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Budget' }), { button: 0 });
    const tables = await screen.findAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(['Low Season', 'High Season']);
    const headers = within(tables[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Service class', '2 People', '4 People', '6+ People']);
    const luxury = within(tables[0]!).getByRole('rowheader', { name: 'Luxury' }).closest('tr')!;
    expect(
      within(luxury)
        .getAllByTestId('price')
        .map((p) => p.textContent),
    ).toEqual(['$2,900.00', '$2,800.00', '$2,700.00']);
  });
});
