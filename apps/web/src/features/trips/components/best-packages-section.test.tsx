import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../../testing/api-responses';
import { renderTrips, stubApi } from '../testing/render-trips';
import { BestPackagesSection } from './best-packages-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BestPackagesSection', () => {
  it('asks for the 10 latest trips', async () => {
    const api = stubApi({ '/api/trips': () => new Promise<Response>(() => undefined) });
    renderTrips(<BestPackagesSection />);
    expect(await screen.findByTestId('carousel-skeleton')).toBeTruthy();
    const url = api.mock.calls.map((c) => new URL(String(c[0]))).find((u) => u.pathname === '/api/trips')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '10', offset: '0' });
  });

  it('calls the newest trips what they are, not departures (they carry no dates)', () => {
    stubApi({ '/api/trips': () => new Promise<Response>(() => undefined) });
    renderTrips(<BestPackagesSection />);
    expect(screen.getByRole('heading', { name: 'Best Packages' })).toBeTruthy();
    expect(screen.getByText('New itineraries')).toBeTruthy();
    expect(screen.queryByText(/departures/i)).toBeNull();
  });

  it("shows the server's message when the trips fail", async () => {
    stubApi({ '/api/trips': () => failure(503, 'Trips are resting') });
    renderTrips(<BestPackagesSection />);
    expect((await screen.findByRole('alert')).textContent).toBe('Trips are resting');
  });

  it("shows 'Failed to fetch trips' without a server message", async () => {
    stubApi({
      '/api/trips': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderTrips(<BestPackagesSection />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch trips');
  });
});
