import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingConfirmation, BookingRequest } from '@safari/contracts/booking';
import { apiData } from '../../../lib/api-client';
import { refreshUserData } from '../../auth/utils/user-data';
import { departuresQueryOptions } from './get-departures';

interface SaveBookingInput {
  body: BookingRequest;
  /** The same key for every repeat of one booking: the server books once and replays the answer. */
  idempotencyKey: string;
}

/** POST /api/save_booking: priced on the server; a signed-in traveller's token attaches it to the account. */
const saveBooking = ({ body, idempotencyKey }: SaveBookingInput) =>
  apiData<BookingConfirmation>('/save_booking', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });

export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBooking,
    // A signed-in traveller's booking shows in the dashboard's bookings tab and its counts.
    onSuccess: () => refreshUserData(queryClient),
    // A departure's seats just fell (or another traveller's booking was the reason it failed):
    // either way the seats shown are out of date.
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: departuresQueryOptions(input.body.trip_uuid).queryKey }),
  });
}
