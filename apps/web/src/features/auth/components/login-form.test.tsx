import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_VALIDATION } from '@safari/contracts/messages';
import { AUTH_TEXTS } from '../data/auth-texts';
import { renderRoute, stubFetch } from '../../../testing/render-route';
import { dismissToast } from '../../../lib/toast';
import { toastStore } from '../../../lib/toast-store';
import { LoginForm } from './login-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('<LoginForm>', () => {
  it('asks for both fields with the SPEC text, without calling the API', async () => {
    const fetch = stubFetch(() => new Response('{}'));
    renderRoute(<LoginForm />, { path: '/login', url: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_VALIDATION.required);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'amani@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_VALIDATION.required);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the SPEC default in an error toast when the answer is not the server’s', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    renderRoute(<LoginForm />, { path: '/login', url: '/login' });
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'amani@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toastStore.get()[0]).toMatchObject({ title: 'Error', description: AUTH_TEXTS.loginFailed }));
  });
});
