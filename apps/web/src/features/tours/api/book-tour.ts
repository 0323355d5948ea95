import { useMutation } from '@tanstack/react-query';
import type { TourBookingConfirmation, TourBookingInput } from '@safari/contracts/tours';
import { apiData } from '../../../lib/api-client';

/** POST /api/book-tour: the server prices the booking again and stores it with a reference. */
const bookTour = (input: TourBookingInput) => apiData<TourBookingConfirmation>('/book-tour', { method: 'POST', body: input });

export const useBookTour = () => useMutation({ mutationFn: bookTour });
