// The operator's name, which the storefront shows and the API's e-mails and preview images
// print. Zod-free. The offices, hours and figures the pages show are the storefront's own
// (apps/web/src/lib/company.ts).

export const COMPANY_NAME = 'Safari Tanzania';
