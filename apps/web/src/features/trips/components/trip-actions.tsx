import { createContext, useContext, type ReactNode } from 'react';
import type { TripCard, TripDetail } from '@safari/contracts/trip';

/**
 * What other domains add to a package's card and detail sidebar (like, rate, add to cart).
 * The page provides them (decision 0015: pages compose features), so the listing and detail
 * components stay free of the engagement and cart features and need no props threaded
 * through every level in between.
 */
export interface TripActions {
  /** Over the card's picture (top right). */
  card?: (trip: TripCard) => ReactNode;
  /** Under the detail sidebar's Book Now. */
  detail?: (trip: TripDetail) => ReactNode;
}

const TripActionsContext = createContext<TripActions>({});

export function TripActionsProvider({ actions, children }: { actions: TripActions; children: ReactNode }) {
  return <TripActionsContext value={actions}>{children}</TripActionsContext>;
}

export const useTripActions = () => useContext(TripActionsContext);
