import { useLocation, useNavigate } from 'react-router';
import { LikeButton } from '../features/engagement/components/like-button';
import { PackageListing } from '../features/trips/components/package-listing';
import { TripActionsProvider, type TripActions } from '../features/trips/components/trip-actions';
import { tabById, tabFromLocation } from '../features/trips/utils/listing-tabs';

// A like button on every package card.
const cardActions: TripActions = {
  card: (trip) => <LikeButton type="trip" uuid={trip.uuid} name={trip.name} variant="icon" />,
};

/**
 * /all-packages, /safari-packages, /kilimanjaro-packages and /zanzibar-packages. The active tab
 * is derived from the URL, never kept apart from it: switching tab navigates.
 */
export function PackagesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const selectTab = (id: string) => {
    const next = tabById(id);
    navigate(`${next.path}${next.search}`, { preventScrollReset: true });
  };
  return (
    <TripActionsProvider actions={cardActions}>
      <PackageListing tab={tabFromLocation(location.pathname, location.search)} onSelectTab={selectTab} />
    </TripActionsProvider>
  );
}
