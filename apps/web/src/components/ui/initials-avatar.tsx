import { cn } from '../../lib/cn';
import { initials } from '../../lib/html-text';

/**
 * A round avatar with the person's initials. Testimonials use it instead of the uploaded
 * passport image, which stays private; decorative, because the name is always printed beside it.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white', className)}
    >
      {initials(name)}
    </span>
  );
}
