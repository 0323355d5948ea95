import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClimbReservation, ClimbReservationInput } from '@safari/contracts/climbs';
import { apiData } from '../../../lib/api-client';
import { climbsQueryOptions } from './get-climbs';

/** POST /api/climbs/{uuid}/reserve: takes spots on a climb, never more than are left. */
const reserveClimb = ({ climbUuid, input }: { climbUuid: string; input: ClimbReservationInput }) =>
  apiData<ClimbReservation>(`/climbs/${encodeURIComponent(climbUuid)}/reserve`, { method: 'POST', body: input });

/**
 * Success and failure both re-read the list: a reservation lowers the spots left, and a 409
 * means someone else took them first, so the list on screen is out of date either way.
 */
export function useReserveClimb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveClimb,
    onSettled: () => queryClient.invalidateQueries({ queryKey: climbsQueryOptions.queryKey }),
  });
}
