import { describe, expect, it } from 'vitest';
import type { Like } from '@safari/contracts/engagement';
import { isLikedIn, toggledLikes } from './likes';

const trip = { type: 'trip' as const, uuid: '00000000-0000-4000-8000-000000000001' };
const like = (overrides: Partial<Like> = {}): Like => ({
  uuid: '00000000-0000-4000-8000-0000000000aa',
  likeable_type: 'trip',
  likeable_uuid: trip.uuid,
  likeable: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('likes', () => {
  it('knows an item is liked by type and uuid', () => {
    expect(isLikedIn([like()], trip)).toBe(true);
    expect(isLikedIn([like({ likeable_type: 'destination' })], trip)).toBe(false);
    expect(isLikedIn(undefined, trip)).toBe(false);
  });

  it('flips the like without touching the others (the optimistic state of SPEC §4)', () => {
    const other = like({ uuid: '00000000-0000-4000-8000-0000000000bb', likeable_uuid: '00000000-0000-4000-8000-000000000002' });
    const liked = toggledLikes([other], trip);
    expect(liked).toHaveLength(2);
    expect(isLikedIn(liked, trip)).toBe(true);
    const unliked = toggledLikes(liked, trip);
    expect(unliked).toEqual([other]);
  });
});
