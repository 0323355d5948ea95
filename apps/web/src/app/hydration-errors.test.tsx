import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportHydrationError } from './hydration-errors';

afterEach(() => vi.restoreAllMocks());

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('reportHydrationError', () => {
  it('turns a mismatch between the server HTML and the first browser render into a console error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting name="server" />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Greeting name="browser" />, { onRecoverableError: reportHydrationError });
    });
    expect(errors.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringMatching(/^Hydration failed: .*(hydrat|match)/i));
    container.remove();
  });

  it('says nothing when both renders agree', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting name="traveller" />);
    await act(async () => {
      hydrateRoot(container, <Greeting name="traveller" />, { onRecoverableError: reportHydrationError });
    });
    expect(errors).not.toHaveBeenCalled();
  });
});
