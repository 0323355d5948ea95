import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/api-responses';
import { renderRoute, stubFetch } from '../../../testing/render-route';
import { InquiriesInbox } from './inquiries-inbox';

// The 24-hour promise cannot be aged in a browser test (an inquiry is new when the test sends
// it): the inbox's "Overdue" mark and its filter are checked here.

const row = (reference: string, overdue: boolean) => ({
  uuid: `0f8fad5b-d9cb-469f-a165-70867728950${reference.at(-1)}`,
  reference,
  name: 'Neema Kimaro',
  email: 'neema@example.test',
  guests: 3,
  start_date: '2027-01-22',
  status: 'new',
  assignee: null,
  overdue,
  replied_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('InquiriesInbox', () => {
  it('marks inquiries older than 24 h without a reply, and filters, sorts and pages on the server', async () => {
    const fetch = stubFetch(() =>
      ok({ items: [row('IQ-2026-000001', true), row('IQ-2026-000002', false)], total: 30, limit: 25, offset: 0 }),
    );
    const { router } = renderRoute(<InquiriesInbox />);

    const table = await screen.findByRole('table', { name: 'Inquiries' });
    expect(within(table).getByRole('row', { name: /IQ-2026-000001/ }).textContent).toContain('Overdue');
    expect(within(table).getByRole('row', { name: /IQ-2026-000002/ }).textContent).not.toContain('Overdue');
    expect(screen.getByText('1–25 of 30')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Reply'), 'true');
    expect(router.state.location.search).toBe('?overdue=true');
    await userEvent.click(screen.getByRole('button', { name: /Received/ }));
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe('asc');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(new URLSearchParams(router.state.location.search).get('offset')).toBe('25');
    const last = new URL(String(fetch.mock.calls.at(-1)![0]));
    expect(Object.fromEntries(last.searchParams)).toEqual({ limit: '25', offset: '25', overdue: 'true', sort: 'created_at', order: 'asc' });
  });
});
