import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type { BookingConfirmation } from '@safari/contracts/booking';
import { formatIsoDate } from '@safari/contracts/calendar';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Price } from '../../currency/components/price';
import { PaymentInstructions } from '../../payments/components/payment-instructions';

/**
 * After booking, the customer name, trip name and total price, then what to pay now, by when
 * and how (where the original said online payment was coming soon); with the reference the
 * e-mails quote, so a traveller can name the booking when they call.
 */
export function BookingSuccessDialog({ booking, email, onClose }: { booking: BookingConfirmation | null; email: string; onClose(): void }) {
  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        <span className="flex items-center gap-3">
          <CircleCheck className="h-8 w-8 shrink-0 text-acacia" aria-hidden="true" />
          Booking received
        </span>
      }
      description={booking && `Thank you, ${booking.customer_name}! A confirmation is on its way to ${email}.`}
    >
      {booking && (
        <div data-testid="booking-success">
          <dl className="divide-y divide-stone-200 rounded-xl bg-stone-50 px-4 text-sm ring-1 ring-stone-200">
            <Row term="Reference">
              <span className="font-mono font-semibold" data-testid="booking-reference">
                {booking.reference}
              </span>
            </Row>
            <Row term="Name">{booking.customer_name}</Row>
            <Row term="Trip">{booking.trip_name}</Row>
            <Row term="Start date">{formatIsoDate(booking.start_date)}</Row>
            <Row term="Guests">{booking.guests}</Row>
            <Row term="Class">{booking.service_class}</Row>
            <Row term="Total price">
              <Price usd={booking.total_price} className="font-display text-lg font-bold text-stone-900" />
            </Row>
          </dl>
          <div className="mt-5">
            <PaymentInstructions payment={booking.payment} reference={booking.reference} email={email} />
          </div>
          <Button size="lg" className="mt-6 w-full" onClick={onClose}>
            Done
          </Button>
        </div>
      )}
    </Modal>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}
