import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_EMAIL_REQUIRED, NEWSLETTER_TEXTS } from '@safari/contracts/messages';
import { failure, jsonResponse } from '../../../testing/api-responses';
import { renderRoute, stubFetch } from '../../../testing/render-route';
import { NewsletterForm } from './newsletter-form';

const alert = vi.fn();
beforeEach(() => {
  alert.mockReset();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () => renderRoute(<NewsletterForm />, { routes: [{ path: '/all-packages', element: <p>All packages</p> }] });
const submit = (email: string) => {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.submit(screen.getByTestId('newsletter-form'));
};

describe('NewsletterForm (SPEC §5, §8)', () => {
  it("alerts 'Please enter your email address.' for a blank address, without a request", () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    render();
    submit('   ');
    expect(alert).toHaveBeenCalledWith(NEWSLETTER_EMAIL_REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success alerts with the party emoji and the confirm-by-e-mail sentence, clears the field and opens /all-packages', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 'success', code: 200, message: NEWSLETTER_TEXTS.checkInbox, data: null }));
    const { router } = render();
    submit(' ana@example.com ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-packages'));
    expect(alert).toHaveBeenCalledWith(`${NEWSLETTER_TEXTS.success}\n${NEWSLETTER_TEXTS.checkInbox}`);
    const [url, init] = fetchMock.mock.calls[0]! as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/subscribe$/);
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.com' });
  });

  it("shows the server's message, or 'Subscription failed', when the status is not 'success'", async () => {
    stubFetch(() => jsonResponse({ status: 'error', message: '' }));
    render();
    submit('ana@example.com');
    expect(await screen.findByText(NEWSLETTER_TEXTS.failed)).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts the server's message when the request fails, else 'Failed to subscribe. Please try again.'", async () => {
    stubFetch(() => failure(400, 'Please enter a valid email address'));
    render();
    submit('ana@example');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please enter a valid email address'));

    cleanup();
    alert.mockReset();
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    render();
    submit('ana@example.com');
    await waitFor(() => expect(alert).toHaveBeenCalledWith(NEWSLETTER_TEXTS.requestFailed));
  });
});
