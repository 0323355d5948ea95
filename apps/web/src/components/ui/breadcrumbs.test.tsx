import type { ReactElement } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

afterEach(cleanup);

function renderCrumbs(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is the current page', () => {
    const items = [{ label: 'Home', to: '/' }, { label: 'Packages', to: '/all-packages' }, { label: 'Serengeti' }];
    renderCrumbs(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Packages', '/all-packages'],
    ]);
    const current = within(nav).getByText('Serengeti');
    expect(current.getAttribute('aria-current')).toBe('page');
    // Two separators, hidden from screen readers.
    expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  });
});
