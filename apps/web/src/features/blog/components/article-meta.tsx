import { CalendarDays, Clock, UserRound } from 'lucide-react';
import type { BlogArticleCard } from '@safari/contracts/blog';
import { formatIsoDate } from '@safari/contracts/calendar';
import { cn } from '../../../lib/cn';

/** Author, date and read time, as a line under a title. */
export function ArticleMeta({ article, className }: { article: BlogArticleCard; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <UserRound className="h-4 w-4" aria-hidden="true" />
        {article.author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {article.read_time}
      </span>
    </p>
  );
}

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200',
        className,
      )}
    >
      {category}
    </span>
  );
}
