import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Container } from '../../../components/ui/container';
import { HeroImage } from '../../../components/ui/hero-image';
import { JsonLd } from '../../../components/ui/json-ld';
import { NoIndex } from '../../../components/ui/no-index';
import { PageMeta } from '../../../components/ui/page-meta';
import { RichText } from '../../../components/ui/rich-text';
import { Spinner } from '../../../components/ui/spinner';
import { useArticle } from '../api/get-article';
import { blogPostingJsonLd } from '../utils/blog-json-ld';
import { ArticleMeta, CategoryBadge } from './article-meta';
import { MoreArticles } from './more-articles';
import { siteOrigin } from '../../../lib/site-origin';

// The body's headings, lists and links, styled here: the stored HTML carries no classes.
const BODY =
  'text-lg leading-relaxed text-stone-800 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:mb-2';

/** /blog/{slug}: author, date, read time, category, the body and its BlogPosting. */
export function BlogArticleView({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const { data: article, isPending, isError } = useArticle(slug);

  // Links inside the stored body are plain <a>: same-site ones navigate in the app, like any link.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || link.target) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  if (isPending) {
    return (
      <Container className="py-24 text-center">
        <PageMeta title="Blog" description="Travel stories and guides" />
        <Spinner label="Loading article…" showLabel />
      </Container>
    );
  }
  if (isError) return <ArticleNotFound />;

  return (
    <article className="bg-stone-50 pb-20">
      <PageMeta title={article.title} description={article.excerpt} image={article.image} type="article" />
      <JsonLd data={blogPostingJsonLd(article, siteOrigin())} />
      <Container className="max-w-4xl pt-6 sm:pt-8">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: article.title }]} />
        <CategoryBadge category={article.category} className="mt-8" />
        <h1 className="mt-3 font-display text-3xl font-bold leading-tight text-stone-900 sm:text-5xl">{article.title}</h1>
        <ArticleMeta article={article} className="mt-4 text-stone-700" />
        <div className="mt-8 overflow-hidden rounded-3xl bg-stone-200 shadow-sm">
          <HeroImage src={article.image} alt="" className="aspect-[16/9] w-full object-cover" />
        </div>
        <p className="mt-8 text-xl leading-relaxed text-stone-700">{article.excerpt}</p>
        {/* Click delegation only: Enter on a link inside fires the same click. */}
        <div onClick={followInternalLink}>
          <RichText html={article.body} className={`mt-6 ${BODY}`} />
        </div>
      </Container>
      <MoreArticles current={article} />
    </article>
  );
}

/** An article that does not exist or is no longer published (its route's 404). */
export function ArticleNotFound() {
  return (
    <Container className="py-24 text-center">
      <PageMeta title="Article not found" description="We could not find this article." />
      <NoIndex />
      <h1 className="font-display text-3xl font-bold text-stone-900">Article not found</h1>
      <p className="mt-4 text-stone-700">This article does not exist or is no longer published.</p>
      <Link to="/blog" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All articles
      </Link>
    </Container>
  );
}
