import { CalendarDays, UsersRound } from 'lucide-react';
import { formatIsoDate } from '@safari/contracts/calendar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { Price } from '../../currency/components/price';
import { useDepartures } from '../api/get-departures';
import { seatsText } from '../utils/departure-text';

/**
 * The trip's scheduled group departures with the seats left, on the detail page. Choosing one
 * opens the booking form with that departure (its date replaces the start date). A trip
 * without departures shows nothing: it is booked as a private trip on any date.
 */
export function UpcomingDepartures({
  tripUuid,
  selectedUuid,
  onChoose,
}: {
  tripUuid: string;
  selectedUuid: string;
  onChoose(uuid: string): void;
}) {
  const { data: departures = [] } = useDepartures(tripUuid);
  if (departures.length === 0) return null;
  return (
    <section
      aria-labelledby="departures-heading"
      className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
      data-testid="upcoming-departures"
    >
      <h2 id="departures-heading" className="flex items-center gap-2 font-display text-xl font-bold text-stone-900">
        <UsersRound className="h-5 w-5 text-brand-600" aria-hidden="true" />
        Upcoming group departures
      </h2>
      <p className="mt-1 text-sm text-stone-600">Join a scheduled group: fixed date, limited seats.</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {departures.map((d) => {
          const soldOut = d.seats_left <= 0;
          const date = formatIsoDate(d.start_date);
          return (
            <li
              key={d.uuid}
              data-testid="departure"
              className={cn(
                'flex flex-col gap-3 rounded-xl p-4 ring-1',
                d.uuid === selectedUuid ? 'bg-brand-50 ring-brand-600' : 'bg-stone-50 ring-stone-200',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <p className="flex items-center gap-2 font-semibold text-stone-900">
                  <CalendarDays className="h-4 w-4 text-brand-600" aria-hidden="true" />
                  {date}
                </p>
                <p className={cn('text-sm font-semibold', soldOut ? 'text-red-700' : 'text-acacia')} data-testid="seats-left">
                  {seatsText(d)}
                </p>
              </div>
              {d.price_per_person !== null && (
                <p className="text-sm text-stone-700">
                  <Price usd={d.price_per_person} className="font-semibold text-stone-900" /> per person
                </p>
              )}
              <Button
                size="sm"
                variant={d.uuid === selectedUuid ? 'primary' : 'secondary'}
                disabled={soldOut}
                aria-label={`Book the departure of ${date}`}
                onClick={() => onChoose(d.uuid)}
              >
                {soldOut ? 'Sold out' : 'Book this departure'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
