import { CalendarCheck, Heart, ShoppingCart, Star } from 'lucide-react';
import type { DashboardData } from '@safari/contracts/account';

/** The dashboard's counts: likes, ratings, cart items and bookings. */
export function StatisticsCards({ statistics }: { statistics: DashboardData['statistics'] }) {
  const cards = [
    { label: 'Likes', value: statistics.total_likes, icon: Heart, tint: 'bg-rose-50 text-rose-700' },
    { label: 'Ratings', value: statistics.total_ratings, icon: Star, tint: 'bg-amber-50 text-amber-700' },
    { label: 'Cart items', value: statistics.total_cart_items, icon: ShoppingCart, tint: 'bg-sky-50 text-sky-700' },
    { label: 'Bookings', value: statistics.total_bookings, icon: CalendarCheck, tint: 'bg-emerald-50 text-emerald-700' },
  ];
  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tint }) => (
        <li
          key={label}
          className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:gap-4 sm:p-5"
          data-testid={`stat-${label.toLowerCase().replace(' ', '-')}`}
        >
          <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${tint}`}>
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-display text-2xl font-bold text-stone-900">{value}</span>
            <span className="text-sm text-stone-600">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
