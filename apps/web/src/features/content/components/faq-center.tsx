import type { ReactNode } from 'react';
import { FAQS_ERRORS } from '../data/faq-texts';
import { Container } from '../../../components/ui/container';
import { JsonLd } from '../../../components/ui/json-ld';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFaqs } from '../api/get-faqs';
import { ALL_TAB, faqJsonLd, faqTabs } from '../utils/faq-view';
import { FaqTabs } from './faq-tabs';
import { StillHaveQuestions } from './still-have-questions';

/** A narrower column than other pages: questions and answers read as running text. */
function FaqColumn({ children }: { children: ReactNode }) {
  return (
    <Container>
      <div className="mx-auto max-w-3xl">{children}</div>
    </Container>
  );
}

/** 'Error: ' plus the server's message, or 'Failed to load FAQs' when it gave none. */
function faqErrorMessage(error: Error): string {
  if (error instanceof ApiError && !error.fromServer && error.status !== 0) return FAQS_ERRORS.failed;
  return error.message || FAQS_ERRORS.failed;
}

/**
 * The FAQ page's content: the published questions in category tabs. The tab lives
 * in the URL (?category=<name>); an unknown or missing name shows 'All'.
 */
export function FaqCenter({ requestedTab, onSelectTab }: { requestedTab: string | null; onSelectTab(tab: string): void }) {
  const { data: faqs, error, isPending } = useFaqs();
  const tabs = faqTabs(faqs ?? []);
  const tab = requestedTab && tabs.includes(requestedTab) ? requestedTab : ALL_TAB;

  return (
    <>
      <div className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50 pb-12 pt-12 sm:pb-16 sm:pt-16">
        <FaqColumn>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Help centre</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-stone-900 sm:text-5xl">Frequently Asked Questions</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-600">
            Everything travellers ask us before they go: booking, payments, park fees, climbing Kilimanjaro, visas and staying healthy on
            the road.
          </p>
        </FaqColumn>
      </div>
      <div className="bg-stone-50 py-12 sm:py-16">
        <FaqColumn>
          {isPending ? (
            <div className="py-12 text-center">
              <Spinner label={FAQS_ERRORS.loading} showLabel className="text-lg" />
            </div>
          ) : error ? (
            <p role="alert" className="py-12 text-center text-lg font-medium text-red-700">
              {`Error: ${faqErrorMessage(error)}`}
            </p>
          ) : (
            <>
              {faqs.length > 0 && <JsonLd data={faqJsonLd(faqs)} />}
              <FaqTabs faqs={faqs} tabs={tabs} value={tab} onValueChange={onSelectTab} />
            </>
          )}
          <StillHaveQuestions />
        </FaqColumn>
      </div>
    </>
  );
}
