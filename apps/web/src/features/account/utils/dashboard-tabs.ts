/** The dashboard's tabs, chosen by ?tab= (tab=cart is the full cart). */
export const DASHBOARD_TABS = ['likes', 'ratings', 'cart', 'bookings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function dashboardTabFrom(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? 'likes';
}
