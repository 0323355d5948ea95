import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../testing/api-responses';
import { renderRoute, stubFetch } from '../testing/render-route';
import { makeDestination } from '../features/destinations/testing/factories';
import { ExperiencesPage } from './experiences-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const park = { id: 1, name: 'National Park' };
const beach = { id: 5, name: 'Beach' };
const catalogue = [
  makeDestination({ name: 'Serengeti', categories: [park] }),
  makeDestination({ name: 'Tarangire', categories: [park] }),
  makeDestination({ name: 'Nungwi', categories: [beach] }),
];

describe('ExperiencesPage', () => {
  it('asks for up to 100 destinations and filters by chip, keeping the URL in step', async () => {
    const fetchMock = stubFetch(() => ok({ destinations: catalogue, total: 3 }));
    const { router } = renderRoute(<ExperiencesPage />, { path: '/experiences', url: '/experiences' });

    const chips = await screen.findByRole('group', { name: 'Filter experiences by category' });
    expect((fetchMock.mock.calls[0]![0] as URL).searchParams.get('limit')).toBe('100');
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All(3)', 'Beach(1)', 'National Park(2)']);
    expect(screen.getByText('Showing 3 experiences')).toBeTruthy();

    await userEvent.click(within(chips).getByRole('button', { name: /National Park/ }));
    expect(screen.getByText('Showing 2 experiences')).toBeTruthy();
    expect(screen.getAllByTestId('experience-card')).toHaveLength(2);
    expect(router.state.location.search).toBe('?category=National+Park');

    await userEvent.click(within(chips).getByRole('button', { name: /All/ }));
    expect(screen.getAllByTestId('experience-card')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('shows the empty state for an unknown category and resets to All', async () => {
    stubFetch(() => ok({ destinations: catalogue, total: 3 }));
    renderRoute(<ExperiencesPage />, { path: '/experiences', url: '/experiences?category=Glacier' });

    expect(await screen.findByText('No experiences found')).toBeTruthy();
    expect(screen.getByText('Showing 0 experiences')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'View All Experiences' }));
    expect(screen.getAllByTestId('experience-card')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /All/, pressed: true })).toBeTruthy();
  });
});
