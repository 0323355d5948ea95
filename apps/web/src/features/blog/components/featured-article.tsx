import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { BlogArticleCard } from '@safari/contracts/blog';
import { HeroImage } from '../../../components/ui/hero-image';
import { ArticleMeta, CategoryBadge } from './article-meta';

/** The featured article, large, above the categories. */
export function FeaturedArticle({ article }: { article: BlogArticleCard }) {
  return (
    <section
      aria-labelledby="featured-heading"
      data-testid="featured-article"
      className="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 lg:grid-cols-2"
    >
      <HeroImage src={article.image} alt="" className="aspect-[16/9] h-full w-full object-cover object-left" />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Featured article</p>
        <CategoryBadge category={article.category} className="mt-3 self-start" />
        <h2 id="featured-heading" className="mt-3 font-display text-2xl font-bold text-stone-900 sm:text-3xl">
          {article.title}
        </h2>
        <p className="mt-3 text-stone-700">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-4 text-stone-600" />
        <Link
          to={`/blog/${article.slug}`}
          className="mt-6 inline-flex items-center gap-2 self-start rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-600"
        >
          Read article<span className="sr-only">{`: ${article.title}`}</span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
