import { Link } from 'react-router';
import { FAQS_ERRORS } from '../data/faq-texts';
import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';
import { useFaqs } from '../api/get-faqs';
import { FaqItem } from './faq-item';

const SHOWN = 5;

/** The contact page's FAQ block: the first published questions, and the way to all of them. */
export function ContactFaqs() {
  const faqs = useFaqs();
  return (
    <section aria-labelledby="contact-faq-heading" className="bg-stone-50 py-16 sm:py-20">
      <Container className="max-w-3xl">
        <h2 id="contact-faq-heading" className="text-center font-display text-3xl font-bold text-stone-900 sm:text-4xl">
          Frequently asked questions
        </h2>
        <div className="mt-10 space-y-3">
          {faqs.isPending ? (
            <Spinner label={FAQS_ERRORS.loading} showLabel />
          ) : faqs.isError ? (
            <p className="text-red-800">{FAQS_ERRORS.failed}</p>
          ) : (
            faqs.data.slice(0, SHOWN).map((faq) => <FaqItem key={faq.uuid} faq={faq} />)
          )}
        </div>
        <p className="mt-8 text-center">
          <Link to="/faq" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            See all questions and answers
          </Link>
        </p>
      </Container>
    </section>
  );
}
