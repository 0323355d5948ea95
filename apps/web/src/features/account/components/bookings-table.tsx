import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import type { MyBooking } from '@safari/contracts/account';
import { formatIsoDate } from '@safari/contracts/calendar';
import { ButtonLink } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { formatMinor } from '@safari/contracts/payments/money';
import { PaymentInstructions } from '../../payments/components/payment-instructions';
import { formatTimestamp } from '../utils/format';

const STATUS_TONE: Record<string, string> = {
  paid_in_full: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  deposit_paid: 'bg-sky-50 text-sky-800 ring-sky-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
  completed: 'bg-sky-50 text-sky-800 ring-sky-200',
};

const titleCase = (status: string) => status.replace(/[_-]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** The traveller's bookings: the rows come from the dashboard answer, nothing else is needed. */
export function BookingsTable({ bookings }: { bookings: MyBooking[] }) {
  if (bookings.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-stone-200">
        <CalendarCheck className="mx-auto h-10 w-10 text-stone-300" aria-hidden="true" />
        <p className="mt-3 font-semibold text-stone-900">No bookings yet</p>
        <p className="mt-1 text-stone-600">When you book a package, it appears here with its reference and status.</p>
        <ButtonLink to="/all-packages" className="mt-5">
          Browse packages
        </ButtonLink>
      </div>
    );
  }
  const owing = bookings.filter((b) => b.status !== 'cancelled' && b.payment.due_now_minor > 0);
  // Focusable so keyboard users can scroll the table sideways on a phone.
  return (
    <>
      <div role="region" aria-label="Your bookings" tabIndex={0} className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="bookings-table">
          <caption className="sr-only">Your bookings</caption>
          <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
            <tr>
              {['Reference', 'Package', 'Start date', 'Guests', 'Total', 'Paid', 'Status', 'Booked on'].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {bookings.map((booking) => (
              <tr key={booking.reference}>
                <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-stone-800">{booking.reference}</td>
                <td className="px-4 py-3 font-medium text-stone-900">
                  {booking.trip_uuid ? (
                    <Link to={`/packages/${booking.trip_uuid}`} className="hover:text-brand-700 hover:underline">
                      {booking.trip_name}
                    </Link>
                  ) : (
                    booking.trip_name
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatIsoDate(booking.start_date)}</td>
                <td className="px-4 py-3">{booking.guests}</td>
                <td className="px-4 py-3 font-semibold whitespace-nowrap">{formatMoney(booking.total_price)}</td>
                <td className="px-4 py-3 whitespace-nowrap" data-testid="booking-paid">
                  {formatMinor(booking.payment.paid_minor, booking.payment.currency)} of{' '}
                  {formatMinor(booking.payment.total_minor, booking.payment.currency)}
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[booking.status] ?? 'bg-amber-50 text-amber-800 ring-amber-200'}`}
                  >
                    {titleCase(booking.status)}
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-600">{formatTimestamp(booking.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {owing.map((booking) => (
        <section
          key={booking.reference}
          aria-label={`Payment for booking ${booking.reference}`}
          className="mt-6"
          data-testid="booking-payment"
        >
          <h3 className="mb-2 font-display text-lg font-bold text-stone-900">
            {booking.trip_name} <span className="font-mono text-sm font-normal text-stone-600">{booking.reference}</span>
          </h3>
          <PaymentInstructions payment={booking.payment} headingLevel={4} reference={booking.reference} email={booking.email} />
        </section>
      ))}
    </>
  );
}
