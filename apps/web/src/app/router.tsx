import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { adminRoutes } from './admin-routes';
import { homeRoute } from './home-route';
import { pageLoaders } from './page-loaders';
import { notFoundAs, PageError } from './route-error-page';
import { notFound } from '../lib/route-data';

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
export const pageRoutes = (queryClient: QueryClient): RouteObject[] =>
  routeTable(queryClient).map((route) => ({ ErrorBoundary: PageError, ...route }));

const routeTable = (queryClient: QueryClient, loaders = pageLoaders(queryClient)): RouteObject[] => [
  homeRoute(queryClient),
  ...['all-packages', 'safari-packages', 'kilimanjaro-packages', 'zanzibar-packages'].map((path) => ({
    path,
    loader: loaders.listing,
    lazy: () => import('../routes/packages-page').then((m) => ({ Component: m.PackagesPage })),
  })),
  // The search suggestions' -trips paths lead to the -packages listings: no dead ends.
  // A loader's redirect: the server answers it with a real 302 (decision 0029).
  { path: 'kilimanjaro-trips', loader: () => redirect('/kilimanjaro-packages') },
  { path: 'zanzibar-trips', loader: () => redirect('/zanzibar-packages') },
  {
    path: 'packages/:uuid',
    loader: loaders.package,
    lazy: () =>
      import('../routes/package-detail-page').then((m) => ({
        Component: m.PackageDetailPage,
        ErrorBoundary: notFoundAs(m.PackageNotFoundPage),
      })),
  },
  {
    path: 'destinations',
    loader: loaders.destinations,
    lazy: () => import('../routes/destinations-page').then((m) => ({ Component: m.DestinationsPage })),
  },
  // Decision 0023: the static destinations' richer pages outrank the
  // :slugOrUuid route (a static segment wins); /kilimanjaro is the same page as its destination.
  ...['kilimanjaro', 'destinations/kilimanjaro'].map((path) => ({
    path,
    loader: loaders.kilimanjaro,
    lazy: () => import('../routes/kilimanjaro-page').then((m) => ({ Component: m.KilimanjaroPage })),
  })),
  {
    path: 'destinations/ngorongoro',
    loader: loaders.staticDestination('ngorongoro'),
    lazy: () => import('../routes/ngorongoro-page').then((m) => ({ Component: m.NgorongoroPage })),
  },
  {
    path: 'destinations/tarangire',
    loader: loaders.staticDestination('tarangire'),
    lazy: () => import('../routes/tarangire-page').then((m) => ({ Component: m.TarangirePage })),
  },
  {
    path: 'destinations/serengeti',
    loader: loaders.staticDestination('serengeti'),
    lazy: () => import('../routes/serengeti-page').then((m) => ({ Component: m.SerengetiPage })),
  },
  {
    path: 'destinations/zanzibar',
    loader: loaders.staticDestination('zanzibar'),
    lazy: () => import('../routes/zanzibar-page').then((m) => ({ Component: m.ZanzibarPage })),
  },
  {
    path: 'destinations/:slugOrUuid',
    loader: loaders.destination,
    lazy: () =>
      import('../routes/destination-detail-page').then((m) => ({
        Component: m.DestinationDetailPage,
        ErrorBoundary: notFoundAs(m.DestinationNotFoundPage),
      })),
  },
  {
    path: 'experiences',
    loader: loaders.experiences,
    lazy: () => import('../routes/experiences-page').then((m) => ({ Component: m.ExperiencesPage })),
  },
  {
    path: 'experiences/:slug',
    lazy: () =>
      import('../routes/experience-page').then((m) => ({
        loader: m.loader,
        Component: m.ExperiencePage,
        ErrorBoundary: notFoundAs(m.ExperienceNotFoundPage),
      })),
  },
  // The static-tour booking and the custom package, both stored and e-mailed.
  {
    path: 'book/:tourId',
    loader: loaders.bookTour,
    lazy: () =>
      import('../routes/book-tour-page').then((m) => ({ Component: m.BookTourPage, ErrorBoundary: notFoundAs(m.TourNotFoundPage) })),
  },
  {
    path: 'custom-package',
    loader: loaders.tours,
    lazy: () => import('../routes/custom-package-page').then((m) => ({ Component: m.CustomPackagePage })),
  },
  // The blog, articles from the API.
  { path: 'blog', loader: loaders.blog, lazy: () => import('../routes/blog-page').then((m) => ({ Component: m.BlogPage })) },
  {
    path: 'blog/:slug',
    loader: loaders.article,
    lazy: () =>
      import('../routes/blog-article-page').then((m) => ({
        Component: m.BlogArticlePage,
        ErrorBoundary: notFoundAs(m.ArticleNotFoundPage),
      })),
  },
  // A trip by its name (the header search's entries), and the gallery of trip styles.
  // The loader redirects to the trip's package page; a name no trip has is a 404.
  {
    path: 'trips/:slug',
    loader: loaders.tripByName,
    lazy: () => import('../routes/trip-by-name-page').then((m) => ({ ErrorBoundary: notFoundAs(m.TripNotOfferedPage) })),
  },
  { path: 'all-demos', loader: loaders.tours, lazy: () => import('../routes/all-demos-page').then((m) => ({ Component: m.AllDemosPage })) },
  {
    path: 'about-us',
    loader: loaders.testimonials,
    lazy: () => import('../routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  // The trip inquiry, the contact page and the newsletter's e-mailed links.
  { path: 'inquiry', loader: loaders.inquiry, lazy: () => import('../routes/inquiry-page').then((m) => ({ Component: m.InquiryPage })) },
  { path: 'contact-us', loader: loaders.contact, lazy: () => import('../routes/contact-page').then((m) => ({ Component: m.ContactPage })) },
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
  { path: 'faq', loader: loaders.faqs, lazy: () => import('../routes/faq-page').then((m) => ({ Component: m.FaqPage })) },
  // Accounts. Each module's loader is its guard: it reads the browser's token and
  // redirects before the page renders (clientLoader in framework mode).
  {
    path: 'login',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/login-page').then((m) => ({ loader: m.loader, Component: m.LoginPage })),
  },
  {
    path: 'forgot-password',
    lazy: () => import('../routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  // The welcome e-mail's link: confirms the address, attaching earlier bookings made under it.
  {
    path: 'verify-email',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  // Back from Stripe's payment page: polls until the signed webhook has recorded the payment.
  {
    path: 'payments/return',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/payment-return-page').then((m) => ({ Component: m.PaymentReturnPage })),
  },
  {
    path: 'dashboard',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/dashboard-page').then((m) => ({ loader: m.loader, Component: m.DashboardPage })),
  },
  {
    path: 'save-testimonial',
    handle: CLIENT_ONLY,
    lazy: () => import('../routes/save-testimonial-page').then((m) => ({ loader: m.loader, Component: m.SaveTestimonialPage })),
  },
  ...adminRoutes(),
  // Any other address names nothing: the server answers 404 with the not-found page. Its module
  // comes with the route, so a browser hydrating a 404 has its code before it hydrates.
  {
    path: '*',
    loader: notFound,
    lazy: () => import('../routes/not-found-page').then((m) => ({ ErrorBoundary: notFoundAs(m.NotFoundPage) })),
  },
];
