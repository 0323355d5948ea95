import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import type { Like } from '@safari/contracts/engagement';
import { DASHBOARD_TEXTS } from '../../../lib/account-texts';
import { ButtonLink } from '../../../components/ui/button';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { LikeButton } from './like-button';

/** The dashboard's likes tab: every liked package and destination, each with its unlike toggle. */
export function LikedItems({ likes }: { likes: Like[] }) {
  if (likes.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-stone-200">
        <Heart className="mx-auto h-10 w-10 text-stone-300" aria-hidden="true" />
        <p className="mt-3 font-semibold text-stone-900">No likes yet</p>
        <p className="mt-1 text-stone-600">Tap the heart on a package or destination to keep it here.</p>
        <ButtonLink to="/all-packages" className="mt-5">
          Browse packages
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="liked-items">
      {likes.map((like) => {
        const item = like.likeable;
        const name = item?.name ?? DASHBOARD_TEXTS.unknownItem;
        return (
          <li key={like.uuid} className="relative flex gap-4 rounded-2xl bg-white p-3 ring-1 ring-stone-200">
            <div className="h-20 w-28 shrink-0 overflow-hidden rounded-xl bg-stone-100">
              {item && <ImageWithFallback src={item.banner} alt="" width={224} height={160} className="h-full w-full object-cover" />}
            </div>
            <div className="min-w-0 flex-1 py-1">
              <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                {like.likeable_type === 'trip' ? 'Package' : 'Destination'}
              </p>
              {item ? (
                <Link to={item.path} className="mt-0.5 block font-semibold text-stone-900 hover:text-brand-700 hover:underline">
                  {name}
                </Link>
              ) : (
                <p className="mt-0.5 font-semibold text-stone-900">{name}</p>
              )}
            </div>
            <LikeButton type={like.likeable_type} uuid={like.likeable_uuid} name={name} variant="icon" className="self-center" />
          </li>
        );
      })}
    </ul>
  );
}
