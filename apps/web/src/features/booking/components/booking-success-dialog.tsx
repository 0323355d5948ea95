import type { ReactNode } from 'react';
import { CircleCheck, CreditCard } from 'lucide-react';
import { BOOKING_TEXTS, type BookingConfirmation } from '@safari/contracts/booking';
import { formatIsoDate } from '@safari/contracts/calendar';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Price } from '../../currency/components/price';

/**
 * After booking, the customer name, trip name and total price, and the note that
 * online payment is coming soon; with the reference the e-mails quote, so a traveller can
 * name the booking when they call.
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
          <p className="mt-5 flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
            <CreditCard className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {BOOKING_TEXTS.paymentSoon}
          </p>
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
