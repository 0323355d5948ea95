import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DueBooking } from '@safari/contracts/admin-payments';
import { ok } from '../../../testing/api-responses';
import { renderRoute, stubFetch } from '../../../testing/render-route';
import { PaymentsDue } from './payments-due';

// A browser test cannot wait for a deposit to become overdue: the marking of an overdue payment
// (first in the list, in words and not only in red) is checked here, on the server's answer.

const row = (overrides: Partial<DueBooking>): DueBooking => ({
  uuid: '10000000-0000-4000-8000-000000000001',
  reference: 'ST-2026-000101',
  item_name: '7-Day Great Migration Safari',
  traveller: 'Asha Mushi',
  email: 'asha@example.test',
  start_date: '2027-02-10',
  status: 'awaiting_deposit',
  currency: 'USD',
  total_minor: 300_000,
  paid_minor: 0,
  due_now_minor: 90_000,
  next_due_date: '2026-11-20',
  overdue: true,
  overdue_minor: 90_000,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('PaymentsDue', () => {
  it('marks an overdue payment in words, links each row to its booking, and sends the filters to the server', async () => {
    const fetch = stubFetch(() =>
      ok({
        items: [
          row({}),
          row({
            uuid: '10000000-0000-4000-8000-000000000002',
            reference: 'ST-2026-000102',
            currency: 'EUR',
            status: 'deposit_paid',
            paid_minor: 90_000,
            due_now_minor: 210_000,
            next_due_date: '2026-12-28',
            overdue: false,
            overdue_minor: 0,
          }),
        ],
        total: 2,
        limit: 25,
        offset: 0,
        today: '2026-11-26',
      }),
    );
    renderRoute(<PaymentsDue />, { url: '/?overdue=true' });

    const table = await screen.findByRole('table', { name: 'Payments due' });
    const [, overdue, later] = within(table).getAllByRole('row');
    expect(overdue!.textContent).toContain('ST-2026-000101');
    expect(overdue!.textContent).toContain('$900.00');
    expect(within(overdue!).getByText('Overdue').className).toContain('bg-red-700');
    expect(within(overdue!).getByRole('link', { name: 'ST-2026-000101' }).getAttribute('href')).toBe(
      '/admin/bookings/10000000-0000-4000-8000-000000000001',
    );
    expect(later!.textContent).toContain('€2,100.00');
    expect(later!.textContent).toContain('Deposit paid');
    expect(within(later!).queryByText('Overdue')).toBeNull();
    expect(screen.getByText(/due before 26 Nov 2026/)).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/admin/payments/due?limit=25&offset=0&overdue=true');
  });
});
