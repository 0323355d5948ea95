import { PageMeta } from '../components/ui/page-meta';
import { NoIndex } from '../components/ui/no-index';
import { useTabParam } from '../lib/use-tab-param';
import { Dashboard, type DashboardPanels } from '../features/account/components/dashboard';
import { dashboardTabFrom, type DashboardTab } from '../features/account/utils/dashboard-tabs';
import { RequireAuth } from '../features/auth/components/require-auth';
import { CartView } from '../features/cart/components/cart-view';
import { LikedItems } from '../features/engagement/components/liked-items';
import { MyRatings } from '../features/engagement/components/my-ratings';
import { requireSignedIn } from '../features/auth/utils/route-guards';

// Likes and ratings come with the dashboard's answer; the full cart reads the cart (with its total).
const panels: DashboardPanels = (data) => ({
  likes: <LikedItems likes={data.likes} />,
  ratings: <MyRatings ratings={data.ratings} />,
  cart: <CartView />,
});

/** Protected: without a stored token, to /login. */
export const loader = requireSignedIn;

/** /dashboard (protected): the traveller's own space; ?tab= picks likes, ratings, cart or bookings. */
export function DashboardPage() {
  const [tab, selectTab] = useTabParam<DashboardTab>(dashboardTabFrom);
  return (
    <RequireAuth>
      <PageMeta title="My dashboard" description="Your likes, ratings, cart and bookings." />
      <NoIndex />
      <div className="bg-stone-50">
        <Dashboard tab={tab} onTabChange={selectTab} panels={panels} />
      </div>
    </RequireAuth>
  );
}
