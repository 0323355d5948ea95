// Responses in the API's envelope, for component tests that stub `fetch`.

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown) => jsonResponse({ status: true, code: 200, message: 'OK', data });

export const failure = (status: number, message: string) => jsonResponse({ status: false, code: status, message }, status);

/** GET /api/splash with one currency, USD at rate 1, so <Price> shows dollars unchanged. */
export const SPLASH_USD = {
  currencies: [{ id: 1, uuid: '10000000-0000-4000-8000-000000000001', name: 'US Dollar', code: 'USD', symbol: '$', rate: 1 }],
};
