// All demo trips, concatenated from the themed files.
import type { SeedTrip } from '../types';
import { SAFARI_TRIPS } from './trips-safari';
import { SAFARI_SPECIAL_TRIPS } from './trips-safari-special';
import { KILIMANJARO_TRIPS } from './trips-kilimanjaro';
import { ZANZIBAR_TRIPS } from './trips-zanzibar';
import { CULTURAL_TRIPS } from './trips-cultural';

export const SEED_TRIPS: SeedTrip[] = [
  ...SAFARI_TRIPS,
  ...SAFARI_SPECIAL_TRIPS,
  ...KILIMANJARO_TRIPS,
  ...ZANZIBAR_TRIPS,
  ...CULTURAL_TRIPS,
];
