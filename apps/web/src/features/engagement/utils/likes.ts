import type { ItemType, Like } from '@safari/contracts/engagement';

export interface LikeTarget {
  type: ItemType;
  uuid: string;
}

export const isLikedIn = (likes: readonly Like[] | undefined, { type, uuid }: LikeTarget) =>
  likes?.some((like) => like.likeable_type === type && like.likeable_uuid === uuid) ?? false;

/**
 * The list as it will be once the toggle succeeds (the like flips at once). The
 * added entry is a placeholder until the refetch brings the real one.
 */
export function toggledLikes(likes: readonly Like[], target: LikeTarget): Like[] {
  if (isLikedIn(likes, target)) {
    return likes.filter((like) => !(like.likeable_type === target.type && like.likeable_uuid === target.uuid));
  }
  const placeholder: Like = {
    uuid: crypto.randomUUID(),
    likeable_type: target.type,
    likeable_uuid: target.uuid,
    likeable: null,
    created_at: new Date().toISOString(),
  };
  return [placeholder, ...likes];
}
