import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { CUSTOM_PACKAGE_TEXTS, type CustomPackageReceipt } from '@safari/contracts/tours';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Price } from '../../currency/components/price';

/** After sending: the thanks, the reference, and what was asked for. */
export function CustomPackageReceived({ receipt, email, onAnother }: { receipt: CustomPackageReceipt; email: string; onAnother(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the news so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="custom-received-heading"
      className="mx-auto max-w-2xl rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200"
      data-testid="custom-package-received"
    >
      <CircleCheck className="mx-auto h-12 w-12 text-emerald-700" aria-hidden="true" />
      <h2
        id="custom-received-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-4 font-display text-3xl font-bold text-stone-900 focus:outline-none"
      >
        Package received
      </h2>
      <p className="mt-3 text-lg text-stone-700">{CUSTOM_PACKAGE_TEXTS.submitted}</p>
      <p className="mt-6 text-stone-700">
        Your reference:{' '}
        <strong className="text-stone-900" data-testid="custom-package-reference">
          {receipt.reference}
        </strong>
      </p>
      <p className="mt-2 text-sm text-stone-600">
        {`${receipt.days} days, ${receipt.nights} nights, estimated `}
        <Price usd={receipt.estimated_total} />
        {` (price pending until we quote). A copy went to ${email}.`}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onAnother}>
          Build another package
        </Button>
        <ButtonLink to="/">Back to home</ButtonLink>
      </div>
    </section>
  );
}
