import { Link } from 'react-router';
import type { BlogArticleCard } from '@safari/contracts/blog';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { ArticleMeta, CategoryBadge } from './article-meta';

/** One article in the grid; the title is the link, stretched over the card. */
export function ArticleCard({ article }: { article: BlogArticleCard }) {
  return (
    <article
      data-testid="article-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow focus-within:shadow-lg hover:shadow-lg"
    >
      <ImageWithFallback
        src={article.image}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge category={article.category} className="self-start" />
        <h3 className="mt-3 font-display text-xl font-bold leading-snug text-stone-900">
          <Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-700">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-4 text-stone-600" />
      </div>
    </article>
  );
}
