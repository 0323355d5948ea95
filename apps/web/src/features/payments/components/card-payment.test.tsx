import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentInstructions as Instructions } from '@safari/contracts/payments/instructions';
import { CARD_TEXTS } from '@safari/contracts/payments/texts';
import { failure, ok } from '../../../testing/api-responses';
import { renderRoute } from '../../../testing/render-route';
import { CheckoutReturn } from './checkout-return';
import { PaymentInstructions } from './payment-instructions';

// The card button and the page Stripe sends the traveller back to. Stripe's page itself is
// outside our site; the API's side (the session, the signed webhook) is in the API tests.

const payment = (overrides: Partial<Instructions> = {}): Instructions => ({
  currency: 'EUR',
  total_minor: 360_000,
  paid_minor: 0,
  due_now_minor: 108_000,
  next_due_date: '2026-01-01',
  schedule: [
    { kind: 'deposit', amount_minor: 108_000, due_date: '2026-01-01' },
    { kind: 'balance', amount_minor: 252_000, due_date: '2026-06-01' },
  ],
  bank_transfer: null,
  card_payment: true,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the card button', () => {
  it('asks for a checkout for the booking named by its reference and e-mail, then goes to Stripe’s page', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        expect(new URL(String(input)).pathname).toBe('/api/payments/card-checkout');
        posted.push(JSON.parse(String(init?.body)));
        return ok({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderRoute(<PaymentInstructions payment={payment()} reference="ST-2026-000123" email="elise@example.test" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Pay €1,080.00 by card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_1'));
    expect(posted).toEqual([{ reference: 'ST-2026-000123', email: 'elise@example.test' }]);
    expect(screen.getByRole('button', { name: 'Pay €1,080.00 by card' }).hasAttribute('disabled')).toBe(true);
  });

  it('says what the server answered when the checkout cannot start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure(404, CARD_TEXTS.notOffered)),
    );
    renderRoute(<PaymentInstructions payment={payment()} reference="ST-2026-000123" email="elise@example.test" />);
    await userEvent.click(await screen.findByRole('button', { name: /by card/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(CARD_TEXTS.notOffered);
  });

  it('is not offered when the site takes no cards, nothing is due, or the booking is not named', () => {
    renderRoute(
      <>
        <PaymentInstructions payment={payment({ card_payment: false })} reference="ST-2026-000123" email="elise@example.test" />
        <PaymentInstructions
          payment={payment({ due_now_minor: 0, paid_minor: 360_000, next_due_date: null })}
          reference="ST-1"
          email="a@b.c"
        />
        <PaymentInstructions payment={payment()} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
  });
});

describe('the return page', () => {
  function stubStatus(answers: Array<'paid' | 'pending'>) {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input));
        asked.push(`${url.pathname}?${url.searchParams}`);
        return ok({ status: answers[Math.min(asked.length, answers.length) - 1] });
      }),
    );
    return asked;
  }

  it('confirms, asking every 2 s until the webhook has recorded the payment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = stubStatus(['pending', 'pending', 'paid']);
    renderRoute(<CheckoutReturn sessionId="cs_test_1" />);
    expect(await screen.findByText(CARD_TEXTS.confirming)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(await screen.findByText(CARD_TEXTS.paid)).toBeTruthy();
    expect(asked).toEqual(Array(3).fill('/api/payments/checkout-status?session_id=cs_test_1'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked).toHaveLength(3);
  });

  it('stops after two minutes and says the e-mail receipt will follow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = stubStatus(['pending']);
    renderRoute(<CheckoutReturn sessionId="cs_test_2" />);
    expect(await screen.findByText(CARD_TEXTS.confirming)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(121_000));
    expect(await screen.findByText(CARD_TEXTS.slow)).toBeTruthy();
    const count = asked.length;
    expect(count).toBeGreaterThan(50);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked).toHaveLength(count);
  });

  it('says nothing was charged when the traveller left Stripe’s page, and asks nothing', () => {
    const asked = stubStatus(['pending']);
    renderRoute(<CheckoutReturn sessionId="" cancelled />);
    expect(screen.getByRole('status').textContent).toBe(CARD_TEXTS.cancelledPayment);
    expect(asked).toEqual([]);
  });

  it('says it cannot find a payment without a session id', () => {
    renderRoute(<CheckoutReturn sessionId="" />);
    expect(screen.getByRole('alert').textContent).toBe(CARD_TEXTS.unknownSession);
  });
});
