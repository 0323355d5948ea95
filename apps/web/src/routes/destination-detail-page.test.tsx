import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../testing/api-responses';
import { renderRoute, stubFetch } from '../testing/render-route';
import { makeDestination } from '../features/destinations/testing/factories';
import { DestinationDetailPage } from './destination-detail-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = { path: '/destinations/:slugOrUuid' };

describe('DestinationDetailPage', () => {
  it('loads by the key in the URL and shows facts, activities and the way on', async () => {
    const destination = makeDestination({
      slug: 'lake-manyara',
      name: 'Lake Manyara',
      location: { name: 'Mto wa Mbu' },
      region: { name: 'Arusha' },
      categories: [
        { id: 1, name: 'National Park' },
        { id: 7, name: 'Lake' },
      ],
      facts: [{ id: 1, fact: '330 km²', sub_fact: 'Park area', description: 'Two thirds of it is lake.' }],
      activities: [
        { id: 1, name: 'Tree-climbing lions', description: 'Look up.', is_active: true },
        { id: 2, name: 'Canoeing', description: 'Paddle the shallows.', is_active: false },
      ],
    });
    const fetchMock = stubFetch(() => ok({ destination }));
    renderRoute(<DestinationDetailPage />, { ...route, url: '/destinations/lake-manyara' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lake Manyara' })).toBeTruthy();
    expect((fetchMock.mock.calls[0]![0] as URL).pathname).toBe('/api/destinations/lake-manyara');
    expect(screen.getAllByText('Mto wa Mbu, Arusha').length).toBeGreaterThan(0);
    expect(screen.getByText('Lake')).toBeTruthy();

    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(within(facts).getByText('330 km²')).toBeTruthy();
    expect(within(facts).getByText('Park area')).toBeTruthy();

    const activities = screen.getByRole('region', { name: 'Things to do' });
    const canoeing = within(activities).getByText('Canoeing').closest('li')!;
    expect(within(canoeing).getByText('Currently unavailable')).toBeTruthy();

    // 'Find trips' leads to the trips that visit this destination, listed on the page.
    expect(screen.getByRole('link', { name: /Find trips/ }).getAttribute('href')).toBe('/destinations/lake-manyara#trips-visiting');
    expect(screen.getByRole('link', { name: 'Plan Your Trip' }).getAttribute('href')).toBe('/inquiry');
    expect(screen.queryByText('This destination is currently inactive.')).toBeNull();

    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({
      '@type': 'TouristDestination',
      name: 'Lake Manyara',
      description: 'Wide plains & big skies.',
      address: { addressRegion: 'Arusha', addressCountry: 'TZ' },
    });
    expect(jsonLd.image).toMatch(/^https?:\/\/[^/]+\/media\/destinations\//);
  });

  it('tells the visitor when a destination is inactive', async () => {
    stubFetch(() => ok({ destination: makeDestination({ is_active: false }) }));
    renderRoute(<DestinationDetailPage />, { ...route, url: '/destinations/anything' });
    expect(await screen.findByText('This destination is currently inactive.')).toBeTruthy();
  });

  it('shows the SPEC error text and a way back for an unknown destination', async () => {
    stubFetch(() => failure(404, 'Destination not found'));
    renderRoute(<DestinationDetailPage />, { ...route, url: '/destinations/atlantis' });
    expect(await screen.findByText('Failed to load destination details.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to destinations/ }).getAttribute('href')).toBe('/destinations');
  });
});
