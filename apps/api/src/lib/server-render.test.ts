import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPageRenderer, type RenderModule, type RenderSource } from './server-render';

// The renderer takes its code from a source (decision 0029): the production bundle, loaded
// once and cached per URL, or Vite in `npm run dev`, whose module changes after an edit and
// whose pages must never be cached. Fake modules stand in for entry-server.tsx here; the real
// bundle is rendered in plugins/web-app-ssr.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
});
afterAll(() => t.close());

/** A stand-in for entry-server.tsx whose pages say `text` and count their renders. */
function fakeModule(text: string) {
  const module = {
    renders: 0,
    created: 0,
    createRenderer: () => {
      module.created += 1;
      return async (url: string) => {
        module.renders += 1;
        return { kind: 'page' as const, status: 200, head: '<title>T</title>', body: `<h1>${text} ${url}</h1>`, payload: { url } };
      };
    },
  };
  return module;
}

const TEMPLATE = '<!doctype html><html><head><title>Default</title></head><body><div id="root"></div></body></html>';

function source(current: () => RenderModule, cache: boolean): RenderSource {
  return { load: async () => current(), template: async () => TEMPLATE, cache };
}

describe('the page renderer', () => {
  it('renders each request afresh from the current module when the source does not cache (dev)', async () => {
    let module = fakeModule('before');
    const renderer = await createPageRenderer(
      t.app,
      source(() => module, false),
    );
    expect((await renderer.page('/a')).html).toContain('<h1>before /a</h1>');
    expect((await renderer.page('/a')).html).toContain('<h1>before /a</h1>');
    expect(module.renders).toBe(2);
    expect(module.created).toBe(1); // one renderer per module, not per request

    // An edit: Vite hands over a new module, and the next request renders with it.
    module = fakeModule('after');
    const page = await renderer.page('/a');
    expect(page.html).toContain('<h1>after /a</h1>');
    expect(page.html).toContain('<title>T</title>');
    expect(page.html).not.toContain('Default');
    expect(page.html).toContain('<script type="application/json" id="ssr-data">{"url":"/a"}</script>');
  });

  it('loads the module once and keeps rendered pages per URL when the source caches (production)', async () => {
    const module = fakeModule('built');
    let loads = 0;
    const renderer = await createPageRenderer(t.app, {
      load: async () => ((loads += 1), module),
      template: async () => TEMPLATE,
      cache: true,
    });
    const first = await renderer.page('/cached');
    const second = await renderer.page('/cached');
    expect(second.html).toBe(first.html);
    expect(module.renders).toBe(1);
    expect(module.created).toBe(1);
    await renderer.page('/other');
    expect(module.renders).toBe(2);
    expect(loads).toBeGreaterThanOrEqual(1);
  });

  it('sends the template, uncached, when a render throws', async () => {
    let fails = true;
    const module: RenderModule = {
      createRenderer: () => async () => {
        if (fails) throw new Error('broken page');
        return { kind: 'page', status: 200, head: '', body: '<p>fixed</p>', payload: null };
      },
    };
    const renderer = await createPageRenderer(
      t.app,
      source(() => module, true),
    );
    const broken = await renderer.page('/flaky');
    expect(broken.html).toBe(TEMPLATE);
    expect(broken.cacheable).toBe(false);
    fails = false;
    expect((await renderer.page('/flaky')).html).toContain('<p>fixed</p>');
  });
});
