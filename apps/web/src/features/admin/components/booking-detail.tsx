import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_STATUS_LABELS, BOOKING_TRANSITIONS, type AdminBookingDetail } from '@safari/contracts/admin-bookings';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { useBooking } from '../api/get-booking';
import { useChangeBookingStatus, type ManualBookingStatus } from '../api/change-booking-status';
import { formatDateTime } from '../utils/format';
import { AuditTrail } from './audit-trail';
import { BookingPayments } from './booking-payments';
import { QueryState, ScreenHeader } from './query-state';
import { RecordPaymentForm } from './record-payment-form';
import { StatusBadge } from './status-badge';

const ACTION_LABELS: Record<ManualBookingStatus, string> = {
  completed: 'Mark as completed',
  cancelled: 'Cancel booking',
};

// The payment steps (deposit paid, paid in full) are the ledger's: no button takes them.
const isManual = (status: string): status is ManualBookingStatus => Object.hasOwn(ACTION_LABELS, status);

/**
 * One booking: who, what, its priced lines, its payments, the steps staff may take, and what
 * staff changed.
 */
export function BookingDetail({ uuid }: { uuid: string }) {
  const query = useBooking(uuid);
  return (
    <>
      <Link to="/admin/bookings" className="text-sm text-brand-800 underline">
        ← All bookings
      </Link>
      <QueryState query={query} label="the booking">
        {(booking) => (
          <>
            <ScreenHeader title={`Booking ${booking.reference}`}>
              <StatusBadge status={booking.status} />
            </ScreenHeader>
            <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
              {/* min-w-0: the wide tables scroll inside their column instead of widening the page. */}
              <div className="min-w-0 space-y-6">
                <Summary booking={booking} />
                <Lines booking={booking} />
                <BookingPayments booking={booking} />
                <AuditTrail entries={booking.history} />
              </div>
              <div className="min-w-0 space-y-6 self-start">
                <StatusActions booking={booking} />
                <RecordPaymentForm booking={booking} />
              </div>
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}

function Summary({ booking }: { booking: AdminBookingDetail }) {
  const facts: Array<[string, string]> = [
    ['Trip', booking.item_name],
    ['Starts', booking.start_date],
    ['Guests', String(booking.guests)],
    ['Traveller', `${booking.first_name} ${booking.last_name}`],
    ['E-mail', booking.email],
    ['Phone', booking.phone || '—'],
    ['Country', booking.country ?? '—'],
    ['Class, season', [booking.service_class, booking.season].filter(Boolean).join(', ') || '—'],
    ['Paid in', `${booking.currency_code} (rate ${booking.currency_rate})`],
    ['Booked', formatDateTime(booking.created_at)],
  ];
  return (
    <section aria-labelledby="summary" className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="summary" className="mb-3 text-lg font-bold text-stone-900">
        Summary
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-stone-700">{term}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {booking.note && <p className="mt-3 text-sm whitespace-pre-line">{booking.note}</p>}
    </section>
  );
}

function Lines({ booking }: { booking: AdminBookingDetail }) {
  return (
    <table className="w-full rounded-xl bg-white text-sm ring-1 ring-stone-200">
      <caption className="mb-2 text-left text-lg font-bold text-stone-900">Priced lines</caption>
      <thead className="bg-stone-100 text-left">
        <tr>
          <th scope="col" className="px-3 py-2">
            Item
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Qty
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Unit price
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {booking.lines.map((line, index) => (
          <tr key={index} className="border-t border-stone-200">
            <td className="px-3 py-2">{line.description}</td>
            <td className="px-3 py-2 text-right">{line.quantity}</td>
            <td className="px-3 py-2 text-right">{formatMoney(line.unit_price)}</td>
            <td className="px-3 py-2 text-right">{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-stone-300 font-bold">
          <th scope="row" colSpan={3} className="px-3 py-2 text-right">
            Total
          </th>
          <td className="px-3 py-2 text-right">{formatMoney(booking.total_price)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The steps this booking may take next (BOOKING_TRANSITIONS): each e-mails the traveller, with
 * the optional line below. Cancelling asks first: it gives the seats back and cannot be undone.
 */
function StatusActions({ booking }: { booking: AdminBookingDetail }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const mutation = useChangeBookingStatus(booking.uuid);
  const next = BOOKING_TRANSITIONS[booking.status].filter(isManual);
  const change = (status: ManualBookingStatus) =>
    mutation.mutate(
      { status, message: message.trim() || undefined },
      {
        onSuccess: () => {
          setMessage('');
          setConfirmCancel(false);
        },
      },
    );
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="text-lg font-bold text-stone-900">
        Status: {BOOKING_STATUS_LABELS[booking.status]}
      </h2>
      {next.length === 0 ? (
        <p className="text-sm text-stone-700">A {BOOKING_STATUS_LABELS[booking.status].toLowerCase()} booking does not change any more.</p>
      ) : (
        <>
          {!next.includes('completed') && (
            <p className="text-sm text-stone-700">Recording the payments moves it on: deposit paid, then paid in full.</p>
          )}
          <Field
            id={`${id}-message`}
            label="Message to the traveller (optional)"
            hint="Added to the e-mail the traveller gets about this change."
          >
            <textarea
              id={`${id}-message`}
              rows={3}
              className={inputClasses}
              aria-describedby={`${id}-message-hint`}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            {next.map((status) =>
              status === 'cancelled' ? (
                <Button
                  key={status}
                  variant="secondary"
                  className="text-red-800"
                  onClick={() => setConfirmCancel(true)}
                  disabled={mutation.isPending}
                >
                  {ACTION_LABELS[status]}
                </Button>
              ) : (
                <Button key={status} onClick={() => change(status)} disabled={mutation.isPending}>
                  {ACTION_LABELS[status]}
                </Button>
              ),
            )}
          </div>
        </>
      )}
      {mutation.isError && (
        <FormMessage tone="error">{errorMessage(mutation.error, 'The status did not change. Please try again.')}</FormMessage>
      )}
      {mutation.isSuccess && <FormMessage tone="success">Saved: the traveller is told by e-mail.</FormMessage>}
      <Modal
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Cancel booking ${booking.reference}?`}
        description={`${booking.guests} seat(s) go back to the departure of ${booking.start_date}, and ${booking.traveller} is told by e-mail. This cannot be undone.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
            Keep the booking
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => change('cancelled')} disabled={mutation.isPending}>
            Yes, cancel it
          </Button>
        </div>
      </Modal>
    </section>
  );
}
