import type { RouteObject } from 'react-router';
import type { ChromeHandle } from './layout/route-chrome';

/**
 * The staff's back office (docs/product.md#back-office, decision 0027) under /admin:
 * client-rendered, every page its own lazy chunk, so nothing of it reaches a traveller who never
 * opens it. The layout route's loader turns anonymous visitors to /login before any admin code
 * loads; the layout checks the role.
 */
export const adminRoutes = (): RouteObject[] => [
  {
    path: 'admin',
    // Never rendered on the server (decision 0029): the shell, noindex, and the guard runs in the browser.
    // Framed by the back office's own chrome, not the storefront's header and footer (root-layout.tsx).
    handle: { clientOnly: true, chrome: 'admin' } satisfies ChromeHandle & { clientOnly: true },
    lazy: () => import('../routes/admin/admin-layout-page').then((m) => ({ loader: m.loader, Component: m.AdminLayoutPage })),
    children: [
      { index: true, lazy: () => import('../routes/admin/dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })) },
      { path: 'inquiries', lazy: () => import('../routes/admin/inquiries-page').then((m) => ({ Component: m.InquiriesPage })) },
      { path: 'inquiries/:id', lazy: () => import('../routes/admin/inquiries-page').then((m) => ({ Component: m.InquiryPage })) },
      { path: 'bookings', lazy: () => import('../routes/admin/bookings-page').then((m) => ({ Component: m.BookingsPage })) },
      { path: 'payments', lazy: () => import('../routes/admin/payments-page').then((m) => ({ Component: m.PaymentsDuePage })) },
      {
        path: 'payments/received',
        lazy: () => import('../routes/admin/payments-page').then((m) => ({ Component: m.PaymentsReceivedPage })),
      },
      {
        path: 'payments/unmatched',
        lazy: () => import('../routes/admin/payments-page').then((m) => ({ Component: m.PaymentsUnmatchedPage })),
      },
      { path: 'payments/import', lazy: () => import('../routes/admin/payments-page').then((m) => ({ Component: m.StatementImportPage })) },
      { path: 'payments/report', lazy: () => import('../routes/admin/payments-page').then((m) => ({ Component: m.PaymentsReportPage })) },
      { path: 'departures', lazy: () => import('../routes/admin/departures-page').then((m) => ({ Component: m.DeparturesPage })) },
      {
        path: 'departures/:tripId',
        lazy: () => import('../routes/admin/departures-page').then((m) => ({ Component: m.TripDeparturesPage })),
      },
      { path: 'trips', lazy: () => import('../routes/admin/trips-page').then((m) => ({ Component: m.TripsPage })) },
      { path: 'trips/new', lazy: () => import('../routes/admin/trips-page').then((m) => ({ Component: m.TripPage })) },
      { path: 'trips/:id', lazy: () => import('../routes/admin/trips-page').then((m) => ({ Component: m.TripPage })) },
      { path: 'moderation', lazy: () => import('../routes/admin/moderation-page').then((m) => ({ Component: m.ModerationPage })) },
      { path: 'emails', lazy: () => import('../routes/admin/emails-page').then((m) => ({ Component: m.EmailsPage })) },
      { path: 'destinations', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.DestinationsPage })) },
      { path: 'destinations/new', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.DestinationPage })) },
      { path: 'destinations/:id', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.DestinationPage })) },
      { path: 'blog', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.BlogAdminPage })) },
      { path: 'blog/new', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.ArticlePage })) },
      { path: 'blog/:id', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.ArticlePage })) },
      { path: 'newsletter', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.NewsletterAdminPage })) },
      { path: 'audit', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.AuditPage })) },
      { path: 'staff', lazy: () => import('../routes/admin/more-pages').then((m) => ({ Component: m.StaffPage })) },
      {
        path: 'settings/payment-terms',
        lazy: () => import('../routes/admin/settings-pages').then((m) => ({ Component: m.PaymentTermsPage })),
      },
      { path: 'bookings/:id', lazy: () => import('../routes/admin/bookings-page').then((m) => ({ Component: m.BookingPage })) },
    ],
  },
];
