import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { CircleCheck, X } from 'lucide-react';
import { formatIsoDate } from '@safari/contracts/calendar';
import type { ClimbReservation, GroupClimb } from '@safari/contracts/climbs';
import { Price } from '../../currency/components/price';
import { PaymentInstructions } from '../../payments/components/payment-instructions';
import { ReserveClimbForm } from './reserve-climb-form';

/**
 * 'Reserve Spot' (the original's button did nothing): a dialog that takes real spots and shows the
 * reference. It shows the climb as it was when opened: the list behind it is re-read after a
 * reservation, and the figures should not change under the traveller's eyes.
 */
export function ReserveClimbDialog({
  climb,
  onClose,
}: {
  climb: GroupClimb | null;
  /** Called after the dialog closed, to put focus back where the traveller was. */
  onClose(): void;
}) {
  const [done, setDone] = useState<{ result: ClimbReservation; email: string } | null>(null);
  const date = climb ? formatIsoDate(climb.start_date) : '';

  return (
    <Dialog.Root
      open={climb !== null}
      onOpenChange={(open) => {
        if (open) return;
        setDone(null);
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60 backdrop-blur-sm" />
        {climb && (
          <Dialog.Content
            onCloseAutoFocus={(event) => event.preventDefault()}
            className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
          >
            <Dialog.Title className="pr-8 font-display text-2xl font-bold text-stone-900">
              {done ? 'Your spot is reserved' : `Reserve the ${climb.route} climb`}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-stone-600">
              {`${date} · ${climb.duration_days} days · ${climb.seats_left} ${climb.seats_left === 1 ? 'spot' : 'spots'} left · `}
              <Price usd={climb.price} /> per person
            </Dialog.Description>
            <div className="mt-6">
              {done ? (
                <>
                  <div role="status" className="space-y-3 rounded-xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
                    <p className="flex items-center gap-2 font-semibold">
                      <CircleCheck className="h-5 w-5" aria-hidden="true" />
                      <span>
                        Reference <span data-testid="climb-reference">{done.result.reference}</span>
                      </span>
                    </p>
                    <p className="text-sm">
                      {`${done.result.seats} ${done.result.seats === 1 ? 'spot' : 'spots'} on the ${done.result.route} climb of ${formatIsoDate(done.result.start_date)}, total `}
                      <Price usd={done.result.total_price} />.{' '}
                      {`We sent the details to ${done.email}; our mountain team will contact you within 24 hours about preparation.`}
                    </p>
                  </div>
                  <div className="mt-4">
                    <PaymentInstructions payment={done.result.payment} reference={done.result.reference} email={done.email} />
                  </div>
                </>
              ) : (
                <ReserveClimbForm climb={climb} onReserved={(result, email) => setDone({ result, email })} />
              )}
            </div>
            <Dialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
