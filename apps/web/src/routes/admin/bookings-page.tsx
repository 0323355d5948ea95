import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { BookingDetail } from '../../features/admin/components/booking-detail';
import { BookingsList } from '../../features/admin/components/bookings-list';

/** /admin/bookings */
export function BookingsPage() {
  return (
    <>
      <PageMeta title="Bookings · Back office" description="Bookings of trips and tours." />
      <BookingsList />
    </>
  );
}

/** /admin/bookings/:id */
export function BookingPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta title="Booking · Back office" description="A booking with its priced lines." />
      <BookingDetail key={id} uuid={id} />
    </>
  );
}
