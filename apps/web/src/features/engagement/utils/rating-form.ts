import { LIMITS } from '@safari/contracts/constants';
import { ratingUpdateInput } from '@safari/contracts/engagement';
import { RATING_LABELS, RATING_VALIDATION } from '../data/rating-texts';

/** 'Poor' … 'Excellent' for 1–5 stars, or the hint when none is chosen. */
export function ratingCaption(stars: number): string {
  return RATING_LABELS[stars - 1] ?? RATING_VALIDATION.noStars;
}

/**
 * Rating modal: stars 1–5 chosen, a comment not blank once trimmed and at most 500
 * characters. The shared schema (the API's) decides; the form disables submit until it passes.
 */
export function canSubmitRating(stars: number, comment: string): boolean {
  return ratingUpdateInput.safeParse({ rating: stars, comment }).success;
}

export const commentTooLong = (comment: string) => comment.trim().length > LIMITS.commentMaxLength;
