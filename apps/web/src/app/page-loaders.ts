import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { articleQueryOptions } from '../features/blog/api/get-article';
import { articlesQueryOptions } from '../features/blog/api/get-articles';
import { categoryFromParam, type BlogCategory } from '../features/blog/utils/blog-categories';
import { departuresQueryOptions } from '../features/booking/api/get-departures';
import { faqsQueryOptions } from '../features/content/api/get-faqs';
import { destinationQueryOptions } from '../features/destinations/api/get-destination';
import { destinationsQueryOptions } from '../features/destinations/api/get-destinations';
import { climbsQueryOptions } from '../features/kilimanjaro/api/get-climbs';
import { lookupsQueryOptions } from '../features/reference/api/get-lookups';
import { testimonialsQueryOptions } from '../features/testimonials/api/get-testimonials';
import { toursQueryOptions } from '../features/tours/api/get-tours';
import { tripQueryOptions } from '../features/trips/api/get-trip';
import { listingTripsQueryOptions, tripsVisitingQueryOptions } from '../features/trips/api/get-trips';
import { tripSlug } from '../features/trips/utils/trip-format';
import { loadQuery, notFound, showQuery } from '../lib/route-data';

/**
 * Each page's loader (decision 0038): it loads what the page shows, through the features' query
 * options: on the server before the page renders (once, then one render), where a loader that finds
 * nothing throws a 404; in the browser it starts the requests with the navigation (showQuery), and
 * the page shows its loading, not-found or error state with its fixed text. The loaders live in the
 * route table, not in the pages' chunks, so a navigation fetches the data and the page's code at
 * the same time. The root's and the home page's are in the first bundle (create-router.ts,
 * home-route.ts).
 */

/** Loads every query and returns nothing: the page reads them from the query cache. */
const all = async (...work: Promise<unknown>[]) => {
  await Promise.all(work);
  return null;
};

/** A path parameter the route's pattern guarantees. */
const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? notFound();

export const pageLoaders = (queryClient: QueryClient) => {
  const show = <T, K extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, K>) => showQuery(queryClient, options);
  return {
    listing: () => all(show(listingTripsQueryOptions)),
    package: async (args: LoaderFunctionArgs) => {
      const uuid = param(args, 'uuid');
      return all(show(tripQueryOptions(uuid)), show(departuresQueryOptions(uuid)));
    },
    destinations: () => all(show(destinationsQueryOptions())),
    destination: async (args: LoaderFunctionArgs) => {
      const destination = await show(destinationQueryOptions(param(args, 'slugOrUuid')));
      // The trips visiting it, by its slug (the address may name it by uuid).
      return all(destination ? show(tripsVisitingQueryOptions(destination.slug)) : Promise.resolve());
    },
    /** The five richer destination pages keep their own content if the catalogue lacks the place. */
    staticDestination: (slug: string) => () =>
      all(queryClient.prefetchQuery(destinationQueryOptions(slug)), show(tripsVisitingQueryOptions(slug))),
    kilimanjaro: () =>
      all(
        queryClient.prefetchQuery(destinationQueryOptions('kilimanjaro')),
        show(tripsVisitingQueryOptions('kilimanjaro')),
        show(climbsQueryOptions),
      ),
    experiences: () => all(show(destinationsQueryOptions({ limit: 100 }))),
    bookTour: async (args: LoaderFunctionArgs) => {
      const tours = await show(toursQueryOptions);
      if (tours && !tours.tours.some((tour) => tour.id === param(args, 'tourId'))) notFound();
      return null;
    },
    tours: () => all(show(toursQueryOptions)),
    blog: ({ request }: LoaderFunctionArgs) =>
      all(show(articlesQueryOptions(categoryFromParam(new URL(request.url).searchParams.get('category'))))),
    article: async (args: LoaderFunctionArgs) => {
      const article = await show(articleQueryOptions(param(args, 'slug')));
      // "More articles" below it, from the same category.
      return all(article ? show(articlesQueryOptions(article.category as BlogCategory)) : Promise.resolve());
    },
    tripByName: async (args: LoaderFunctionArgs) => {
      // Awaited in the browser too: the answer is a redirect.
      const { trips } = await loadQuery(queryClient, listingTripsQueryOptions);
      const found = trips.find((trip) => tripSlug(trip.name) === param(args, 'slug'));
      // Found per request, so temporary: the name may later belong to another trip.
      return found ? redirect(`/packages/${found.uuid}`) : notFound();
    },
    testimonials: () => all(show(testimonialsQueryOptions)),
    inquiry: () => all(show(destinationsQueryOptions({ limit: 50 })), show(lookupsQueryOptions)),
    contact: () => all(show(destinationsQueryOptions({ limit: 50 })), show(lookupsQueryOptions), show(faqsQueryOptions)),
    faqs: () => all(show(faqsQueryOptions)),
  };
};
