import { useParams } from 'react-router';
import { DestinationDetail } from '../features/destinations/components/destination-detail';

/** /destinations/{slug or uuid}: any destination from server data (GUIDE decision 3). */
export function DestinationDetailPage() {
  const { slugOrUuid = '' } = useParams();
  return <DestinationDetail slugOrUuid={slugOrUuid} />;
}
