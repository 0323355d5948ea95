import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import type { ItemType } from '@safari/contracts/engagement';
import { cn } from '../../../lib/cn';
import { useIsLiked } from '../api/get-likes';

// What a click does (the login check, the optimistic mutation and its toasts) loads with the
// first pointer, focus or click (decision 0035); the button and its state render and hydrate at
// once, and a click before the code has arrived runs when it does.
const loadAction = () => import('../utils/like-action');
const preload = () => void loadAction();

/**
 * Like / unlike a trip or destination (docs/product.md#likes-and-ratings). A toggle button
 * (aria-pressed): 'icon' sits on a card's picture, 'pill' in a page's actions. Anonymous visitors
 * get 'Login Required'.
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onClick = () =>
    void loadAction().then((action) => action.likeOrLogin(queryClient, navigate, `${pathname}${search}`, { type, uuid }));
  const heart = cn('h-5 w-5 transition-colors', liked ? 'fill-rose-600 text-rose-600' : 'text-current');

  if (variant === 'icon') {
    return (
      <button
        type="button"
        aria-pressed={liked}
        aria-label={`Like ${name}`}
        data-testid="like-button"
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
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
      onPointerEnter={preload}
      onFocus={preload}
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
