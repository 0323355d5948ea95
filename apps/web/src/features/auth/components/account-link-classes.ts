import { cn } from '../../../lib/cn';

// The look of the account links, shared by 'Login' (account-links.tsx) and the signed-in
// links loaded with a token (signed-in-links.tsx), without either importing the other.

export type AccountLinksVariant = 'header' | 'menu';

export function accountLinkClasses(variant: AccountLinksVariant, light: boolean) {
  return variant === 'header'
    ? cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 transition-colors',
        light ? 'text-white ring-white/60 hover:bg-white/15' : 'text-stone-800 ring-stone-300 hover:bg-stone-100',
      )
    : 'flex w-full items-center justify-center gap-2 rounded-full px-5 py-3 text-base font-semibold ring-1 ring-stone-300 text-stone-800 hover:bg-stone-100';
}
