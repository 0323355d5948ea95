import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { CalendarCheck, Heart, ShoppingCart, Star } from 'lucide-react';
import type { DashboardData } from '@safari/contracts/account';
import { DASHBOARD_TABS, type DashboardTab } from '../utils/dashboard-tabs';

const LABELS: Record<DashboardTab, { label: string; icon: typeof Heart; count: keyof DashboardData['statistics'] }> = {
  likes: { label: 'Likes', icon: Heart, count: 'total_likes' },
  ratings: { label: 'Ratings', icon: Star, count: 'total_ratings' },
  cart: { label: 'Cart', icon: ShoppingCart, count: 'total_cart_items' },
  bookings: { label: 'Bookings', icon: CalendarCheck, count: 'total_bookings' },
};

/**
 * The four lists. Likes, ratings and the cart belong to other features, so the page hands
 * their panels in (`panels`); the tab in use lives in the URL (`tab`, `onTabChange`).
 */
export function DashboardTabs({
  tab,
  onTabChange,
  statistics,
  panels,
}: {
  tab: DashboardTab;
  onTabChange(tab: DashboardTab): void;
  statistics: DashboardData['statistics'];
  panels: Record<DashboardTab, ReactNode>;
}) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as DashboardTab)}>
      <Tabs.List aria-label="Your lists" className="grid grid-cols-2 gap-1 rounded-2xl bg-stone-100 p-1 sm:inline-flex sm:rounded-full">
        {DASHBOARD_TABS.map((id) => {
          const { label, icon: Icon, count } = LABELS[id];
          return (
            <Tabs.Trigger
              key={id}
              value={id}
              className="inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-stone-700 transition-colors hover:text-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
              <span className="rounded-full bg-stone-200/80 px-2 text-xs">{statistics[count]}</span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {DASHBOARD_TABS.map((id) => (
        <Tabs.Content key={id} value={id} className="mt-6">
          {panels[id]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
