import { useLocation, useNavigate } from 'react-router';
import { PackageListing } from '../features/trips/components/package-listing';
import { tabById, tabFromLocation } from '../features/trips/utils/listing-tabs';

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
  return <PackageListing tab={tabFromLocation(location.pathname, location.search)} onSelectTab={selectTab} />;
}
