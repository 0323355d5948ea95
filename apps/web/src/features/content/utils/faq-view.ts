import type { Faq } from '@safari/contracts/content';
import { decodeEntities } from '../../../lib/html-text';

export const ALL_TAB = 'All';
/** An FAQ without a category shows under 'General'. */
const GENERAL_CATEGORY = 'General';

export interface FaqView {
  uuid: string;
  question: string;
  answer: string;
  category: string;
}

/**
 * Published FAQs (status true) sorted by ascending order, with entity-decoded plain text
 * (the text may be escaped more than once). Array.sort is stable, so equal orders
 * keep the server's sequence.
 */
export function toVisibleFaqs(faqs: Faq[]): FaqView[] {
  return faqs
    .filter((faq) => faq.status === true)
    .sort((a, b) => a.order - b.order)
    .map((faq) => ({
      uuid: faq.uuid,
      question: decodeEntities(faq.question),
      answer: decodeEntities(faq.answer),
      category: faq.category?.name.trim() || GENERAL_CATEGORY,
    }));
}

/** 'All' first, then each category in the order its first question appears. */
export function faqTabs(faqs: FaqView[]): string[] {
  return [ALL_TAB, ...new Set(faqs.map((faq) => faq.category))];
}

export function faqsInTab(faqs: FaqView[], tab: string): FaqView[] {
  return tab === ALL_TAB ? faqs : faqs.filter((faq) => faq.category === tab);
}

/** schema.org FAQPage built from the questions the page shows. */
export function faqJsonLd(faqs: FaqView[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
