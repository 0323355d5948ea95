import { ChevronDown } from 'lucide-react';
import type { FaqView } from '../utils/faq-view';

/**
 * Native <details>: each item opens and closes on its own, works by keyboard and
 * without JavaScript, and screen readers announce it as expandable. Text is already decoded
 * plain text and renders as text, never as HTML.
 */
export function FaqItem({ faq }: { faq: FaqView }) {
  return (
    <details
      data-testid="faq-item"
      className="group rounded-2xl bg-white ring-1 ring-stone-200 transition-shadow open:shadow-md open:ring-brand-200"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl p-5 text-left font-semibold text-stone-900 hover:text-brand-700 sm:p-6 [&::-webkit-details-marker]:hidden">
        <span>{faq.question}</span>
        <ChevronDown className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="whitespace-pre-line px-5 pb-5 leading-relaxed text-stone-700 sm:px-6 sm:pb-6">{faq.answer}</div>
    </details>
  );
}
