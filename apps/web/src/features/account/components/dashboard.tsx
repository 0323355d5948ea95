import type { ReactNode } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import type { DashboardData } from '@safari/contracts/account';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import type { DashboardTab } from '../utils/dashboard-tabs';
import { AccountSettings } from './account-settings';
import { BookingsTable } from './bookings-table';
import { DashboardError } from './dashboard-error';
import { DashboardTabs } from './dashboard-tabs';
import { ProfileCard } from './profile-card';
import { StatisticsCards } from './statistics-cards';

export type DashboardPanels = (data: DashboardData) => Record<Exclude<DashboardTab, 'bookings'>, ReactNode>;

/** The dashboard: profile card, statistics, the four lists, and the traveller's own data. */
export function Dashboard({
  tab,
  onTabChange,
  panels,
}: {
  tab: DashboardTab;
  onTabChange(tab: DashboardTab): void;
  panels: DashboardPanels;
}) {
  const dashboard = useDashboard();
  if (dashboard.isPending) {
    return (
      <Container className="py-24 text-center">
        <Spinner label="Loading your dashboard..." showLabel className="text-lg" />
      </Container>
    );
  }
  if (dashboard.isError) {
    return (
      <Container className="py-16">
        <DashboardError />
      </Container>
    );
  }
  const data = dashboard.data;
  const firstName = data.user_profile.name.split(' ')[0] ?? data.user_profile.name;

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">My dashboard</p>
          <h1 className="mt-1 font-display text-3xl font-bold text-stone-900 sm:text-4xl">Welcome back, {firstName}</h1>
        </div>
        <ButtonLink to="/save-testimonial" variant="secondary" className="self-start sm:self-auto">
          <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
          Share Your Testimonial
        </ButtonLink>
      </div>
      <StatisticsCards statistics={data.statistics} />
      <div className="grid items-start gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ProfileCard user={data.user_profile} />
        <div className="min-w-0">
          <DashboardTabs
            tab={tab}
            onTabChange={onTabChange}
            statistics={data.statistics}
            panels={{ ...panels(data), bookings: <BookingsTable bookings={data.bookings} /> }}
          />
        </div>
      </div>
      <AccountSettings />
    </Container>
  );
}
