import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '@safari/contracts/content';
import { failure, ok } from '../testing/api-responses';
import { renderRoute, stubFetch } from '../testing/render-route';
import { AboutPage } from './about-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const route = { path: '/about-us', url: '/about-us' };

const testimonial = (id: number, overrides: Partial<Testimonial> = {}): Testimonial => ({
  id,
  comments: `Wonderful trip number ${id}.`,
  rating: 5,
  tourist: { name: `Traveller ${id} Example`, country: 'Belgium', passport: null },
  ...overrides,
});

describe('AboutPage testimonials', () => {
  it('shows the loading text while testimonials load', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderRoute(<AboutPage />, route);
    expect(await screen.findByText('Loading testimonials...')).toBeTruthy();
  });

  it('shows the failure text when the request fails', async () => {
    stubFetch(() => failure(500, 'Something went wrong'));
    renderRoute(<AboutPage />, route);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load testimonials. Please try again later.');
  });

  it('shows the empty text when there are none', async () => {
    const fetch = stubFetch(() => ok({ testimonials: [] }));
    renderRoute(<AboutPage />, route);
    expect(await screen.findByText('No testimonials found.')).toBeTruthy();
    expect(fetch.mock.calls[0]![0].toString()).toMatch(/\/api\/get-testimonals$/);
  });

  it('renders initials, never the passport image, and an accessible star label', async () => {
    stubFetch(() =>
      ok({
        testimonials: [testimonial(1, { rating: 4, tourist: { name: 'amelia van dijk', country: 'Netherlands', passport: '/x.jpg' } })],
      }),
    );
    const { container } = renderRoute(<AboutPage />, route);
    expect(await screen.findByText('Wonderful trip number 1.')).toBeTruthy();
    expect(screen.getByText('AD')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(container.querySelector('img[src="/x.jpg"]')).toBeNull();
  });

  it('shows six, then all on request', async () => {
    stubFetch(() => ok({ testimonials: Array.from({ length: 8 }, (_, i) => testimonial(i + 1)) }));
    renderRoute(<AboutPage />, route);
    expect(await screen.findAllByTestId('testimonial')).toHaveLength(6);
    const more = screen.getByRole('button', { name: 'Show all 8 testimonials' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(screen.getAllByTestId('testimonial')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers "Share Your Testimonial" only with a valid stored token', async () => {
    stubFetch(() => ok({ testimonials: [] }));
    localStorage.setItem('authToken', 'short');
    renderRoute(<AboutPage />, route);
    await screen.findByText('No testimonials found.');
    expect(screen.queryByRole('link', { name: /Share Your Testimonial/ })).toBeNull();
    cleanup();

    localStorage.setItem('authToken', 'a-token-longer-than-ten');
    renderRoute(<AboutPage />, route);
    const link = await screen.findByRole('link', { name: /Share Your Testimonial/ });
    expect(link.getAttribute('href')).toBe('/save-testimonial');
  });
});
