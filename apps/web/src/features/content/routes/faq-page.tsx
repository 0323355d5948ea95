import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { JsonLd } from '../../../components/ui/json-ld';
import { PageMeta } from '../../../components/ui/page-meta';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFaqs } from '../api/get-faqs';
import { FaqTabs } from '../components/faq-tabs';
import { StillHaveQuestions } from '../components/still-have-questions';
import { ALL_TAB, faqJsonLd, faqTabs } from '../utils/faq-view';

/** A narrower column than other pages: questions and answers read as running text. */
function FaqColumn({ children }: { children: ReactNode }) {
  return (
    <Container>
      <div className="mx-auto max-w-3xl">{children}</div>
    </Container>
  );
}

/** SPEC §8: 'Error: ' plus the server's message, or 'Failed to load FAQs' when it gave none. */
function faqErrorMessage(error: Error): string {
  if (error instanceof ApiError && !error.fromServer && error.status !== 0) return 'Failed to load FAQs';
  return error.message || 'Failed to load FAQs';
}

export function FaqPage() {
  const { data: faqs, error, isPending } = useFaqs();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = faqTabs(faqs ?? []);
  // ?category=<name> makes a tab shareable; an unknown name falls back to 'All'.
  const requested = searchParams.get('category');
  const tab = requested && tabs.includes(requested) ? requested : ALL_TAB;

  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === ALL_TAB) updated.delete('category');
        else updated.set('category', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageMeta
        title="Frequently Asked Questions"
        description="Answers about booking and payment, safaris, Kilimanjaro climbs, Zanzibar, health and safety, visas and travel to Tanzania."
      />
      <div className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50 pb-12 pt-12 sm:pb-16 sm:pt-16">
        <FaqColumn>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Help centre</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-stone-900 sm:text-5xl">Frequently Asked Questions</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-600">
            Everything travellers ask us before they go: booking, payments, park fees, climbing Kilimanjaro, visas and
            staying healthy on the road.
          </p>
        </FaqColumn>
      </div>
      <div className="bg-stone-50 py-12 sm:py-16">
        <FaqColumn>
          {isPending ? (
            <div className="py-12 text-center">
              <Spinner label="Loading FAQs..." showLabel className="text-lg" />
            </div>
          ) : error ? (
            <p role="alert" className="py-12 text-center text-lg font-medium text-red-700">
              {`Error: ${faqErrorMessage(error)}`}
            </p>
          ) : (
            <>
              {faqs.length > 0 && <JsonLd data={faqJsonLd(faqs)} />}
              <FaqTabs faqs={faqs} tabs={tabs} value={tab} onValueChange={selectTab} />
            </>
          )}
          <StillHaveQuestions />
        </FaqColumn>
      </div>
    </>
  );
}
