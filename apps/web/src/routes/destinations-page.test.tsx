import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../testing/api-responses';
import { renderRoute, stubFetch } from '../testing/render-route';
import { makeDestination } from '../features/destinations/testing/factories';
import { DestinationsPage } from './destinations-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DestinationsPage', () => {
  it('asks for the first 20 destinations and shows the loading text meanwhile', async () => {
    const fetchMock = stubFetch(() => new Promise<Response>(() => undefined));
    renderRoute(<DestinationsPage />);
    expect(await screen.findByText('Loading destinations...')).toBeTruthy();
    const url = fetchMock.mock.calls[0]![0] as URL;
    expect(url.pathname).toBe('/api/destinations');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('shows "Error: {message}" with the server message', async () => {
    stubFetch(() => failure(503, 'Service temporarily unavailable'));
    renderRoute(<DestinationsPage />);
    expect(await screen.findByText('Error: Service temporarily unavailable')).toBeTruthy();
  });

  it('shows both empty texts when there are no destinations', async () => {
    stubFetch(() => ok({ destinations: [], total: 0 }));
    renderRoute(<DestinationsPage />);
    expect(await screen.findByText('No destinations available.')).toBeTruthy();
    expect(screen.getByText('No recommended destinations available.')).toBeTruthy();
  });

  it('lists every destination on top but only active ones as recommended', async () => {
    const open = makeDestination({ name: 'Serengeti National Park', slug: 'serengeti' });
    const closed = makeDestination({
      name: 'Closed Reserve',
      is_active: false,
      location: { name: 'Mpanda' },
      region: { name: 'Katavi' },
    });
    stubFetch(() => ok({ destinations: [open, closed], total: 2 }));
    renderRoute(<DestinationsPage />);

    const top = await screen.findByRole('region', { name: 'Top Popular Destinations' });
    const recommended = screen.getByRole('region', { name: 'Recommended for You' });
    expect(within(top).getAllByRole('article')).toHaveLength(2);
    expect(within(recommended).getAllByRole('article')).toHaveLength(1);
    expect(within(recommended).queryByText('Closed Reserve')).toBeNull();

    const card = within(top).getByRole('link', { name: 'Closed Reserve' }).closest('article')!;
    expect(card.getAttribute('data-id')).toBe(closed.uuid);
    expect(within(card).getByText('Mpanda, Katavi')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(top).getByRole('link', { name: 'Serengeti National Park' }).getAttribute('href')).toBe('/destinations/serengeti');
  });

  it('says so when every destination is inactive', async () => {
    stubFetch(() => ok({ destinations: [makeDestination({ is_active: false })], total: 1 }));
    renderRoute(<DestinationsPage />);
    expect(await screen.findByText('No recommended destinations available.')).toBeTruthy();
    expect(screen.queryByText('No destinations available.')).toBeNull();
  });
});
