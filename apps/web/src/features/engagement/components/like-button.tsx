import { Heart } from 'lucide-react';
import type { ItemType } from '@safari/contracts/engagement';
import { cn } from '../../../lib/cn';
import { useRequireLogin } from '../../auth/hooks/use-require-login';
import { useIsLiked } from '../api/get-likes';
import { useToggleLike } from '../api/toggle-like';

/**
 * Like / unlike a trip or destination (SPEC §4, §6). A toggle button (aria-pressed): 'icon'
 * sits on a card's picture, 'pill' in a page's actions. Anonymous visitors get 'Login Required'.
 */
export function LikeButton({
  type,
  uuid,
  name,
  variant = 'pill',
  className,
}: {
  type: ItemType;
  uuid: string;
  name: string;
  variant?: 'icon' | 'pill';
  className?: string;
}) {
  const liked = useIsLiked({ type, uuid });
  const toggle = useToggleLike();
  const requireLogin = useRequireLogin();
  const onClick = () => {
    if (requireLogin()) toggle.mutate({ type, uuid });
  };
  const heart = cn('h-5 w-5 transition-colors', liked ? 'fill-rose-600 text-rose-600' : 'text-current');

  if (variant === 'icon') {
    return (
      <button
        type="button"
        aria-pressed={liked}
        aria-label={`Like ${name}`}
        data-testid="like-button"
        onClick={onClick}
        className={cn(
          'relative z-10 flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-stone-700 shadow-md ring-1 ring-stone-200 transition-transform hover:scale-105',
          className,
        )}
      >
        <Heart className={heart} aria-hidden="true" />
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={liked}
      data-testid="like-button"
      onClick={onClick}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold ring-1 transition-colors',
        liked ? 'bg-rose-50 text-rose-800 ring-rose-200 hover:bg-rose-100' : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50',
        className,
      )}
    >
      <Heart className={heart} aria-hidden="true" />
      Like<span className="sr-only"> {name}</span>
    </button>
  );
}
