import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCallers } from '../../../../test/factories/staff';

// The back office opens what the demo catalogue holds, not only what its own forms wrote:
// every seeded trip, destination and article answers its detail, and each can be saved back
// unchanged (the form round trip the screens will make).

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  callers = await createCallers(t.app, t.database.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });
const all = async (path: string) => {
  const res = await admin('GET', `${path}?limit=100`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data.items as Array<{ uuid?: string; id?: number }>;
};

describe('the seeded catalogue in the back office', () => {
  it('opens and saves back every seeded trip unchanged', async () => {
    const trips = await all('/api/admin/trips');
    expect(trips.length).toBeGreaterThan(5);
    for (const { uuid } of trips) {
      const detail = await admin('GET', `/api/admin/trips/${uuid}`);
      expect(detail.statusCode, detail.body.slice(0, 300)).toBe(200);
      const { uuid: _u, banner: _b, trip_type: _t, upcoming_departures: _d, created_at: _c, updated_at: _m, ...form } = detail.json().data;
      const saved = await admin('PATCH', `/api/admin/trips/${uuid}`, form);
      expect(saved.statusCode, `${uuid}: ${saved.body.slice(0, 300)}`).toBe(200);
      expect({ ...saved.json().data, updated_at: null }).toEqual({ ...detail.json().data, updated_at: null });
    }
  });

  it('opens and saves back every seeded destination unchanged, and opens every article', async () => {
    for (const { uuid } of await all('/api/admin/destinations')) {
      const detail = await admin('GET', `/api/admin/destinations/${uuid}`);
      expect(detail.statusCode, detail.body.slice(0, 300)).toBe(200);
      const { uuid: _u, banner: _b, location: _l, updated_at: _m, ...form } = detail.json().data;
      const saved = await admin('PATCH', `/api/admin/destinations/${uuid}`, form);
      expect(saved.statusCode, `${uuid}: ${saved.body.slice(0, 300)}`).toBe(200);
      expect({ ...saved.json().data, updated_at: null }).toEqual({ ...detail.json().data, updated_at: null });
    }
    for (const { id } of await all('/api/admin/articles')) {
      expect((await admin('GET', `/api/admin/articles/${id}`)).statusCode).toBe(200);
    }
    expect((await admin('GET', '/api/admin/dashboard')).statusCode).toBe(200);
  });
});
