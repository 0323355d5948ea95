import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { homeRoute } from './home-route';

/**
 * Pages the server does not render (decision 0029): what they show depends on the browser's
 * session token, or their URL carries a one-time token that must not reach an HTML cache.
 * They come as the plain shell, marked noindex.
 */
const CLIENT_ONLY = { clientOnly: true };

/**
 * The pages under the shell's root route (create-router.ts), each its own chunk: a visitor
 * downloads only the pages they open. This table is itself loaded on the first navigation
 * away from '/' (decision 0021), so a new page costs the home page nothing.
 * @public loaded lazily (knip 5 does not follow `import().then(m => m.pageRoutes)`)
 */
export const pageRoutes = (queryClient: QueryClient): RouteObject[] => [
  homeRoute(queryClient),
  ...['all-packages', 'safari-packages', 'kilimanjaro-packages', 'zanzibar-packages'].map((path) => ({
    path,
    lazy: () => import('../routes/packages-page').then((m) => ({ Component: m.PackagesPage })),
  })),
  // GUIDE decision 2: the search suggestions' -trips paths lead to the -packages listings.
  // A loader's redirect: the server answers it with a real 302 (decision 0029).
  { path: 'kilimanjaro-trips', loader: () => redirect('/kilimanjaro-packages') },
  { path: 'zanzibar-trips', loader: () => redirect('/zanzibar-packages') },
  {
    path: 'packages/:uuid',
    lazy: () =>
      import('../routes/package-detail-page').then((m) => ({ Component: m.PackageDetailPage })),
  },
  {
    path: 'destinations',
    lazy: () =>
      import('../routes/destinations-page').then((m) => ({ Component: m.DestinationsPage })),
  },
  // Issue 11 (decision 0023): the static destinations' richer pages outrank the
  // :slugOrUuid route (a static segment wins); /kilimanjaro is the same page as its destination.
  ...['kilimanjaro', 'destinations/kilimanjaro'].map((path) => ({
    path,
    lazy: () => import('../routes/kilimanjaro-page').then((m) => ({ Component: m.KilimanjaroPage })),
  })),
  { path: 'destinations/ngorongoro', lazy: () => import('../routes/ngorongoro-page').then((m) => ({ Component: m.NgorongoroPage })) },
  { path: 'destinations/tarangire', lazy: () => import('../routes/tarangire-page').then((m) => ({ Component: m.TarangirePage })) },
  { path: 'destinations/serengeti', lazy: () => import('../routes/serengeti-page').then((m) => ({ Component: m.SerengetiPage })) },
  { path: 'destinations/zanzibar', lazy: () => import('../routes/zanzibar-page').then((m) => ({ Component: m.ZanzibarPage })) },
  {
    path: 'destinations/:slugOrUuid',
    lazy: () =>
      import('../routes/destination-detail-page').then((m) => ({
        Component: m.DestinationDetailPage,
      })),
  },
  {
    path: 'experiences',
    lazy: () =>
      import('../routes/experiences-page').then((m) => ({ Component: m.ExperiencesPage })),
  },
  {
    path: 'experiences/:slug',
    lazy: () =>
      import('../routes/experience-page').then((m) => ({ Component: m.ExperiencePage })),
  },
  // Issue 11: the static-tour booking and the custom package (SPEC §2).
  { path: 'book/:tourId', lazy: () => import('../routes/book-tour-page').then((m) => ({ Component: m.BookTourPage })) },
  { path: 'custom-package', lazy: () => import('../routes/custom-package-page').then((m) => ({ Component: m.CustomPackagePage })) },
  // Issue 11: the blog (SPEC §2), articles from the API.
  { path: 'blog', lazy: () => import('../routes/blog-page').then((m) => ({ Component: m.BlogPage })) },
  { path: 'blog/:slug', lazy: () => import('../routes/blog-article-page').then((m) => ({ Component: m.BlogArticlePage })) },
  // Issue 11: a trip by its name (the header search's entries), and the gallery of trip styles.
  { path: 'trips/:slug', lazy: () => import('../routes/trip-by-name-page').then((m) => ({ Component: m.TripByNamePage })) },
  { path: 'all-demos', lazy: () => import('../routes/all-demos-page').then((m) => ({ Component: m.AllDemosPage })) },
  {
    path: 'about-us',
    lazy: () => import('../routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  // Issue 10: the trip inquiry, the contact page and the newsletter's e-mailed links.
  { path: 'inquiry', lazy: () => import('../routes/inquiry-page').then((m) => ({ Component: m.InquiryPage })) },
  { path: 'contact-us', lazy: () => import('../routes/contact-page').then((m) => ({ Component: m.ContactPage })) },
  {
    path: 'newsletter/confirm',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/newsletter-page').then((m) => ({ Component: m.NewsletterConfirmPage })),
  },
  {
    path: 'newsletter/unsubscribe',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/newsletter-page').then((m) => ({ Component: m.NewsletterUnsubscribePage })),
  },
  {
    path: 'terms',
    lazy: () => import('../routes/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'privacy',
    lazy: () => import('../routes/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  { path: 'faq', lazy: () => import('../routes/faq-page').then((m) => ({ Component: m.FaqPage })) },
  // Accounts (issue 9). Each module's loader is its guard: it reads the browser's token and
  // redirects before the page renders (clientLoader in framework mode).
  {
    path: 'login',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/login-page').then((m) => ({ loader: m.loader, Component: m.LoginPage })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('../routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  // The welcome e-mail's link (issue 9): confirms the address, attaching earlier bookings.
  { path: 'verify-email', handle: CLIENT_ONLY, lazy: () => import('../routes/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })) },
  {
    path: 'dashboard',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/dashboard-page').then((m) => ({ loader: m.loader, Component: m.DashboardPage })),
  },
  {
    path: 'save-testimonial',
    handle: CLIENT_ONLY,
    lazy: () =>
      import('../routes/save-testimonial-page').then((m) => ({ loader: m.loader, Component: m.SaveTestimonialPage })),
  },
  ...adminRoutes(),
  { path: '*', lazy: () => import('../routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];
