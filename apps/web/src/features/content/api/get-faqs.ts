import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faq } from '@safari/contracts/content';
import { apiData } from '../../../lib/api-client';
import { toVisibleFaqs } from '../utils/faq-view';

const getFaqs = () => apiData<{ faqs: Faq[] }>('/faqs');

/** The client keeps only published FAQs (status true), in ascending order. */
export const faqsQueryOptions = queryOptions({
  queryKey: ['faqs'],
  queryFn: getFaqs,
  select: (data) => toVisibleFaqs(data.faqs),
});

export const useFaqs = () => useQuery(faqsQueryOptions);
