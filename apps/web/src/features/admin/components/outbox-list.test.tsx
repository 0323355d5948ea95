import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/api-responses';
import { renderRoute } from '../../../testing/render-route';
import { OutboxList } from './outbox-list';

// The browser tests cannot make an e-mail fail (the e2e server writes files, and a message is
// given up only after eight attempts): the resend of a failed one is checked here.

const failed = {
  id: 7,
  kind: 'booking_status',
  recipient: 'asha@example.test',
  subject: 'Your booking ST-2026-000101 is confirmed',
  status: 'failed',
  attempts: 8,
  last_error: '550 mailbox unavailable',
  next_attempt_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
  sent_at: null,
};
const sent = {
  ...failed,
  id: 8,
  subject: 'We received your trip inquiry IQ-2026-000100',
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: '2026-11-20T09:00:05.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('OutboxList', () => {
  it('shows status, attempts and the last error; only a failed e-mail can be sent again, and the list refreshes', async () => {
    let resent = false;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input));
        calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
        if (init?.method === 'POST' && url.pathname === '/api/admin/emails/7/resend') {
          resent = true;
          return jsonResponse({
            status: true,
            code: 200,
            message: 'The e-mail will be sent again now.',
            data: { ...failed, status: 'pending', attempts: 0 },
          });
        }
        const items = [resent ? { ...failed, status: 'pending', attempts: 0, last_error: null } : failed, sent];
        return jsonResponse({ status: true, code: 200, message: 'OK', data: { items, total: 2, limit: 25, offset: 0 } });
      }),
    );
    renderRoute(<OutboxList />, { url: '/?status=failed' });

    const table = await screen.findByRole('table', { name: 'E-mails' });
    const failedRow = within(table).getByRole('row', { name: /ST-2026-000101/ });
    expect(failedRow.textContent).toContain('550 mailbox unavailable');
    expect(failedRow.textContent).toContain('Failed');
    expect(within(table).getByRole('row', { name: /IQ-2026-000100/ }).textContent).not.toContain('Send again');
    expect(calls[0]).toBe('GET /api/admin/emails?limit=25&offset=0&status=failed');

    await userEvent.click(
      within(failedRow).getByRole('button', { name: 'Send again: Your booking ST-2026-000101 is confirmed to asha@example.test' }),
    );
    expect(await screen.findByText('The e-mail will be sent again now.')).toBeTruthy();
    expect(await within(table).findByRole('row', { name: /ST-2026-000101.*Pending/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull();
  });
});
