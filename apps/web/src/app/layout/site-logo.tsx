import { Link } from 'react-router';
import { COMPANY_NAME } from '@safari/contracts/company';
import { BrandMark } from '../../components/ui/brand-mark';
import { cn } from '../../lib/cn';

/** Logo mark plus the brand name, linking home. `light` is for dark backgrounds. */
export function SiteLogo({ light = false, onClick }: { light?: boolean; onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="flex shrink-0 items-center gap-2.5 rounded-lg">
      <BrandMark className="h-9 w-9 shrink-0" />
      <span
        className={cn(
          'font-display text-lg font-bold tracking-tight whitespace-nowrap sm:text-xl',
          light ? 'text-white' : 'text-brand-900',
        )}
      >
        {COMPANY_NAME}
      </span>
    </Link>
  );
}
