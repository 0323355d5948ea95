import { BLOG_CATEGORIES } from '@safari/contracts/blog-categories';
import { cn } from '../../../lib/cn';
import type { BlogCategory } from '../utils/blog-categories';

/** Category buttons: each shows that category's articles (the original's did nothing). */
export function CategoryFilter({ selected, onSelect }: { selected: BlogCategory; onSelect(category: BlogCategory): void }) {
  return (
    <div role="group" aria-label="Article categories" className="flex flex-wrap gap-2">
      {BLOG_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
          className={cn(
            'rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors',
            category === selected ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-700 ring-stone-300 hover:bg-brand-50',
          )}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
