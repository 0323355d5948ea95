import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBookingDetail, LedgerEntry } from '@safari/contracts/admin-bookings';
import { jsonResponse, ok } from '../../../testing/api-responses';
import { renderRoute } from '../../../testing/render-route';
import { BookingDetail } from './booking-detail';

// A browser test cannot age a booking past its due date, nor import a bank statement or take a
// card payment: the overdue mark and the entries nobody typed in are checked here.

const UUID = '0f8fad5b-d9cb-469f-a165-708677289501';

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  uuid: '1f8fad5b-d9cb-469f-a165-708677289501',
  kind: 'payment',
  amount_minor: 114_000,
  currency: 'EUR',
  method: 'bank_transfer',
  provider_reference: 'stmt-1',
  received_on: '2020-01-03',
  note: '',
  recorded_by: null,
  created_at: '2020-01-03T09:00:00.000Z',
  ...overrides,
});

const booking = (overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail => ({
  uuid: UUID,
  reference: 'ST-2020-000101',
  kind: 'package',
  item_name: 'Serengeti in style',
  traveller: 'Asha Mushi',
  email: 'asha@example.test',
  guests: 2,
  start_date: '2020-09-01',
  total_price: 3800,
  status: 'deposit_paid',
  departure_uuid: null,
  created_at: '2020-01-01T09:00:00.000Z',
  first_name: 'Asha',
  last_name: 'Mushi',
  phone: '',
  country: null,
  service_class: 'Luxury',
  season: 'high',
  seat_tier: null,
  currency_code: 'EUR',
  currency_rate: 1,
  note: '',
  lines: [{ description: 'Serengeti in style', quantity: 2, unit_price: 1900, amount: 3800 }],
  updated_at: '2020-01-03T09:00:00.000Z',
  payment: {
    currency: 'EUR',
    total_minor: 380_000,
    paid_minor: 114_000,
    due_now_minor: 266_000,
    next_due_date: '2020-07-03',
    schedule: [
      { kind: 'deposit', amount_minor: 114_000, due_date: '2020-01-01' },
      { kind: 'balance', amount_minor: 266_000, due_date: '2020-07-03' },
    ],
    bank_transfer: {
      account_holder: 'Safari Tanzania',
      iban: 'BE71 0961 2345 6769',
      bic: 'GKCCBEBB',
      bank: 'Belfius',
      communication: '+++123/4567/89002+++',
      qr_code: null,
    },
    card_payment: false,
  },
  ledger: [
    entry({}),
    entry({ uuid: '2f8fad5b-d9cb-469f-a165-708677289501', method: 'card', amount_minor: 1000, received_on: '2020-01-04' }),
  ],
  history: [],
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

/** The API as the screen sees it: the booking, the operator's calendar, and POST …/payments. */
function stubApi(onPayment: (body: unknown) => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/status')
        return ok({ maintenance: false, operator_time_zone: 'Africa/Dar_es_Salaam', today: '2026-01-01' });
      if (init?.method === 'POST' && url.pathname === `/api/admin/bookings/${UUID}/payments`) {
        const body = JSON.parse(String(init.body)) as unknown;
        posted.push(body);
        return onPayment(body);
      }
      return ok(booking());
    }),
  );
  return posted;
}

describe('BookingDetail payments', () => {
  it('shows the schedule, what is due and since when it is overdue, and who recorded each entry', async () => {
    stubApi(() => ok(booking()));
    renderRoute(<BookingDetail uuid={UUID} />);

    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(screen.getByRole('heading', { name: 'Status: Deposit paid' })).toBeTruthy();
    expect(within(payments).getByTestId('due-now').textContent).toBe('€2,660.00 by 3 Jul 2020Overdue');
    expect(within(payments).getByTestId('paid-so-far').textContent).toBe('€1,140.00');
    expect(within(payments).getByText('+++123/4567/89002+++')).toBeTruthy();

    const schedule = within(payments).getByRole('table', { name: 'Payment schedule' });
    expect(within(schedule).getByRole('row', { name: /Deposit/ }).textContent).toContain('Paid');
    expect(within(schedule).getByRole('row', { name: /Balance/ }).textContent).toContain('Overdue');

    const rows = within(within(payments).getByRole('table', { name: 'Ledger' })).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('3 Jan 2020PaymentBank transfer€1,140.00—bank statement');
    expect(rows[2]!.textContent).toBe('4 Jan 2020PaymentCard€10.00—card');
    // Staff move a booking on by hand only to completed or cancelled; payments move the rest.
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).toBeNull();
  });

  it('records a payment: the server’s field errors show under their fields, then the updated booking and its message', async () => {
    let attempt = 0;
    const posted = stubApi(() =>
      ++attempt === 1
        ? jsonResponse(
            {
              status: false,
              code: 400,
              message: 'The date cannot be in the future.',
              errors: { received_on: 'The date cannot be in the future.' },
            },
            400,
          )
        : jsonResponse({
            status: true,
            code: 200,
            message: 'Payment recorded',
            data: booking({
              status: 'paid_in_full',
              payment: { ...booking().payment, paid_minor: 380_000, due_now_minor: 0, next_due_date: null },
            }),
          }),
    );
    renderRoute(<BookingDetail uuid={UUID} />);
    const form = await screen.findByRole('region', { name: 'Record a payment' });

    await userEvent.type(within(form).getByLabelText(/^Amount \(EUR\)/), '2660.00');
    await userEvent.selectOptions(within(form).getByLabelText('Method'), 'cash');
    expect(within(within(form).getByLabelText('Method')).queryByRole('option', { name: 'Card' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Record' }));

    const date = within(form).getByLabelText(/^Date received/);
    expect(await within(form).findByText('The date cannot be in the future.')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByRole('alert')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Record' }));
    expect((await within(form).findByRole('status')).textContent).toContain('Payment recorded');
    expect(await screen.findByRole('heading', { name: 'Status: Paid in full' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeTruthy();
    expect(posted[1]).toMatchObject({ kind: 'payment', amount: '2660.00', method: 'cash', note: '' });
    expect((within(form).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
  });
});
