import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { redirectSignedIn, requireSignedIn } from './route-guards';

const args = (url: string) =>
  ({ request: new Request(`http://localhost${url}`), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;
const location = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
  return null;
};

afterEach(() => window.localStorage.clear());

describe('route guards', () => {
  it('send a visitor without a token from a protected page to /login, remembering it', () => {
    expect(location(() => requireSignedIn(args('/dashboard?tab=cart')))).toBe('/login?redirect=%2Fdashboard%3Ftab%3Dcart');
  });

  it('treat a token of 10 characters or fewer as none, and remove it (SPEC §4)', () => {
    window.localStorage.setItem('authToken', '0123456789');
    expect(location(() => requireSignedIn(args('/save-testimonial')))).toBe('/login?redirect=%2Fsave-testimonial');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('let a signed-in traveller in, and send them from /login to the dashboard or back', () => {
    window.localStorage.setItem('authToken', 'a-long-enough-token');
    expect(location(() => requireSignedIn(args('/dashboard')))).toBeNull();
    expect(location(() => redirectSignedIn(args('/login?tab=login')))).toBe('/dashboard');
    expect(location(() => redirectSignedIn(args('/login?redirect=%2Fpackages%2Fx')))).toBe('/packages/x');
  });

  it('leave an anonymous visitor on /login', () => {
    expect(location(() => redirectSignedIn(args('/login')))).toBeNull();
  });
});
