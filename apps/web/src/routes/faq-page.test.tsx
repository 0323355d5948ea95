import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../testing/api-responses';
import { renderRoute, stubFetch } from '../testing/render-route';
import { makeFaq } from '../features/content/testing/factories';
import { FaqPage } from './faq-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = { path: '/faq', url: '/faq' };

describe('FaqPage', () => {
  it('shows the loading text while FAQs load', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderRoute(<FaqPage />, route);
    expect(await screen.findByText('Loading FAQs...')).toBeTruthy();
  });

  it('shows "Error: " with the server message', async () => {
    stubFetch(() => failure(500, 'Something went wrong'));
    renderRoute(<FaqPage />, route);
    expect(await screen.findByText('Error: Something went wrong')).toBeTruthy();
    // The way to a human stays available when the list fails.
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeTruthy();
  });

  it('falls back to "Failed to load FAQs" when the server gives no message', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderRoute(<FaqPage />, route);
    expect(await screen.findByText('Error: Failed to load FAQs')).toBeTruthy();
  });

  it('shows the empty-category text when nothing is published', async () => {
    stubFetch(() => ok({ faqs: [makeFaq({ status: false })] }));
    renderRoute(<FaqPage />, route);
    expect(await screen.findByText('No FAQs in this category')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All']);
  });

  it('renders decoded text as text, never as markup', async () => {
    stubFetch(() =>
      ok({ faqs: [makeFaq({ question: 'Is &amp;lt;img src=x onerror=alert(1)&amp;gt; safe?', answer: 'Yes &amp;amp; no' })] }),
    );
    const { container } = renderRoute(<FaqPage />, route);
    expect(await screen.findByText('Is <img src=x onerror=alert(1)> safe?')).toBeTruthy();
    expect(screen.getByText('Yes & no')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('builds tabs from the data, filters by tab and toggles items independently', async () => {
    stubFetch(() =>
      ok({
        faqs: [
          makeFaq({ question: 'Do I need a visa?', order: 2, category: { name: 'Visas & Travel' } }),
          makeFaq({ question: 'How do I pay?', order: 1, category: null }),
          makeFaq({ question: 'When is the migration?', order: 3, category: { name: 'Safari' } }),
        ],
      }),
    );
    const { router } = renderRoute(<FaqPage />, route);
    const tablist = await screen.findByRole('tablist', { name: 'FAQ categories' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'General', 'Visas & Travel', 'Safari']);
    expect(within(tablist).getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');

    const items = screen.getAllByTestId('faq-item') as HTMLDetailsElement[];
    expect(items.map((i) => i.querySelector('summary')!.textContent)).toEqual([
      'How do I pay?',
      'Do I need a visa?',
      'When is the migration?',
    ]);
    await userEvent.click(within(items[0]!).getByText('How do I pay?'));
    await userEvent.click(within(items[2]!).getByText('When is the migration?'));
    expect(items.map((i) => i.open)).toEqual([true, false, true]);

    await userEvent.click(within(tablist).getByRole('tab', { name: 'Safari' }));
    expect(screen.getAllByTestId('faq-item')).toHaveLength(1);
    expect(screen.getByText('When is the migration?')).toBeTruthy();
    expect(router.state.location.search).toBe('?category=Safari');
  });
});
