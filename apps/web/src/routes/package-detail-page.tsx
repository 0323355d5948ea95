import { useParams } from 'react-router';
import { PackageDetail } from '../features/trips/components/package-detail';

/** /packages/{uuid}: one package, with tabs Overview, Itinerary, Budget and Book Now. */
export function PackageDetailPage() {
  const { uuid = '' } = useParams();
  return <PackageDetail uuid={uuid} />;
}
