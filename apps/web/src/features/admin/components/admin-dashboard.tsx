import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { useAdminDashboard } from '../api/get-dashboard';
import { QueryState, ScreenHeader } from './query-state';

/** The first screen: what is waiting, each figure a link to the list behind it. */
export function AdminDashboard() {
  const query = useAdminDashboard();
  return (
    <>
      <ScreenHeader title="Dashboard" />
      <QueryState query={query} label="the dashboard">
        {(data) => (
          <div className="space-y-6">
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <Card title="Inquiries waiting" to="/admin/inquiries?status=new">
                <Figure value={data.inquiries.waiting} />
                <p className={data.inquiries.overdue > 0 ? 'font-semibold text-red-800' : 'text-stone-600'}>
                  <Link to="/admin/inquiries?overdue=true" className="underline">
                    {data.inquiries.overdue} older than 24 h without a reply
                  </Link>
                </p>
              </Card>
              <Card title={`Bookings in ${data.bookings_this_month.month}`} to="/admin/bookings">
                <Figure value={data.bookings_this_month.count} />
                <p className="text-stone-600">worth {formatMoney(data.bookings_this_month.value_usd)}</p>
              </Card>
              <Card title="E-mails failing" to="/admin/emails?status=failed">
                <Figure value={data.emails.failed} />
                <p className="text-stone-600">{data.emails.retrying} being retried</p>
              </Card>
              <Card title="Waiting for moderation" to="/admin/moderation">
                <Figure value={data.moderation.testimonials + data.moderation.ratings} />
                <p className="text-stone-600">
                  {data.moderation.testimonials} testimonials, {data.moderation.ratings} ratings
                </p>
              </Card>
            </ul>
            <section aria-labelledby="filling-up">
              <h2 id="filling-up" className="mb-2 text-lg font-bold text-stone-900">
                Departures filling up
              </h2>
              {data.departures_filling_up.length === 0 ? (
                <p className="text-stone-600">No departure is nearly full.</p>
              ) : (
                <ul className="divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
                  {data.departures_filling_up.map((d) => (
                    <li key={d.uuid} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                      <Link to={`/admin/departures/${d.trip_uuid}`} className="font-medium text-brand-800 underline">
                        {d.trip_name}, {d.start_date}
                      </Link>
                      <span>
                        {d.seats_left} of {d.seats_total} seats left
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </>
  );
}

function Card({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 className="text-sm font-semibold text-stone-700">
        <Link to={to} className="hover:underline">
          {title}
        </Link>
      </h2>
      <div className="mt-1 text-sm">{children}</div>
    </li>
  );
}

const Figure = ({ value }: { value: number }) => <p className="font-display text-3xl font-bold text-stone-900">{value}</p>;
