import { ClipboardList, Headset, Sparkles } from 'lucide-react';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import { MAIN_OFFICE, phoneHref } from '../../../lib/company';

const STEPS = [
  { icon: ClipboardList, title: 'You tell us', text: 'Dates, party, the places you dream of and your budget, in a few minutes.' },
  { icon: Headset, title: 'An expert answers', text: `Within ${INQUIRY_RESPONSE_HOURS} hours, with questions if anything is unclear.` },
  { icon: Sparkles, title: 'Your proposal', text: 'A day-by-day plan with prices, adjusted with you until it is right.' },
] as const;

/** Beside the Trip Inquiry form: what happens after sending it, and a number to call instead. */
export function InquiryNextSteps() {
  return (
    <aside aria-labelledby="next-steps-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h2 id="next-steps-heading" className="font-display text-xl font-bold text-stone-900">
        What happens next
      </h2>
      <ol className="mt-5 space-y-5">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-stone-900">{title}</span>
              <span className="block text-sm leading-relaxed text-stone-700">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-brand-100 pt-5 text-sm text-stone-700">
        Rather talk now? Call{' '}
        <a href={phoneHref(MAIN_OFFICE.phone)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {MAIN_OFFICE.phone}
        </a>
        .
      </p>
    </aside>
  );
}
