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
import { loadQuery, notFound } from '../lib/route-data';

/**
 * Each page's loader (decision 0038): it loads what the page shows, through the features'
 * query options, before the page renders, on the server (once, then one render) and on a
 * navigation in the browser alike; a loader that finds nothing throws a 404. The loaders live
 * in the route table, not in the pages' chunks, so a navigation fetches the data and the
 * page's code at the same time. The root's and the home page's are in the first bundle
 * (create-router.ts, home-route.ts).
 */

/** Loads every query and returns nothing: the page reads them from the query cache. */
const all = async (...work: Promise<unknown>[]) => {
  await Promise.all(work);
  return null;
};

/** A path parameter the route's pattern guarantees. */
const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? notFound();

export const pageLoaders = (queryClient: QueryClient) => {
  const load = <T, K extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, K>) => loadQuery(queryClient, options);
  return {
    listing: () => all(load(listingTripsQueryOptions)),
    package: async (args: LoaderFunctionArgs) => {
      const trip = await load(tripQueryOptions(param(args, 'uuid')));
      return all(load(departuresQueryOptions(trip.uuid)));
    },
    destinations: () => all(load(destinationsQueryOptions())),
    destination: async (args: LoaderFunctionArgs) => {
      const destination = await load(destinationQueryOptions(param(args, 'slugOrUuid')));
      return all(load(tripsVisitingQueryOptions(destination.slug)));
    },
    /** The five richer destination pages keep their own content if the catalogue lacks the place. */
    staticDestination: (slug: string) => () =>
      all(queryClient.prefetchQuery(destinationQueryOptions(slug)), load(tripsVisitingQueryOptions(slug))),
    kilimanjaro: () =>
      all(queryClient.prefetchQuery(destinationQueryOptions('kilimanjaro')), load(tripsVisitingQueryOptions('kilimanjaro')), load(climbsQueryOptions)),
    experiences: () => all(load(destinationsQueryOptions({ limit: 100 }))),
    bookTour: async (args: LoaderFunctionArgs) => {
      const tours = await load(toursQueryOptions);
      if (!tours.tours.some((tour) => tour.id === param(args, 'tourId'))) notFound();
      return null;
    },
    tours: () => all(load(toursQueryOptions)),
    blog: ({ request }: LoaderFunctionArgs) => all(load(articlesQueryOptions(categoryFromParam(new URL(request.url).searchParams.get('category'))))),
    article: async (args: LoaderFunctionArgs) => {
      const article = await load(articleQueryOptions(param(args, 'slug')));
      // "More articles" below it, from the same category.
      return all(load(articlesQueryOptions(article.category as BlogCategory)));
    },
    tripByName: async (args: LoaderFunctionArgs) => {
      const { trips } = await load(listingTripsQueryOptions);
      const found = trips.find((trip) => tripSlug(trip.name) === param(args, 'slug'));
      // Found per request, so temporary: the name may later belong to another trip.
      return found ? redirect(`/packages/${found.uuid}`) : notFound();
    },
    testimonials: () => all(load(testimonialsQueryOptions)),
    inquiry: () => all(load(destinationsQueryOptions({ limit: 50 })), load(lookupsQueryOptions)),
    contact: () => all(load(destinationsQueryOptions({ limit: 50 })), load(lookupsQueryOptions), load(faqsQueryOptions)),
    faqs: () => all(load(faqsQueryOptions)),
  };
};
