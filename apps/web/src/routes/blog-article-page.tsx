import { useParams } from 'react-router';
import { BlogArticleView, ArticleNotFound } from '../features/blog/components/blog-article';

/** /blog/{slug}: one article. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  return <BlogArticleView key={slug} slug={slug} />;
}

/** A slug no published article has (the server answers 404). */
export function ArticleNotFoundPage() {
  return <ArticleNotFound />;
}
