import { Heart, ShieldCheck, ShoppingCart, Star } from 'lucide-react';

const PERKS = [
  { icon: Heart, text: 'Like packages and destinations and find them again in your dashboard' },
  { icon: Star, text: 'Rate the trips you took and help other travellers choose' },
  { icon: ShoppingCart, text: 'Keep a cart of the packages you are considering' },
  { icon: ShieldCheck, text: 'Download or delete your data whenever you like' },
] as const;

/** Why an account is worth having, beside the sign-in forms. */
export function AuthAside() {
  return (
    <div className="rounded-3xl bg-brand-900 p-8 text-white sm:p-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">Your safari, your account</p>
      <p className="mt-3 font-display text-3xl leading-tight font-bold">Plan your Tanzania adventure in one place</p>
      <ul className="mt-8 space-y-5">
        {PERKS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/10">
              <Icon className="h-5 w-5 text-brand-200" aria-hidden="true" />
            </span>
            <span className="pt-1.5 text-white/90">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
