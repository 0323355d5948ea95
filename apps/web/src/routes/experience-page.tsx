import { useParams } from 'react-router';
import { PageMeta } from '../components/ui/page-meta';
import { ExperienceArticle } from '../features/content/components/experience-article';
import { findExperience } from '../features/content/data/experience-pages';
import { NotFoundPage } from './not-found-page';

/** /experiences/{slug}: the five static experience pages (SPEC §2). */
export function ExperiencePage() {
  const { slug } = useParams();
  const experience = findExperience(slug);
  // Any other slug is simply a page that does not exist: the same 404 as every unknown path.
  if (!experience) return <NotFoundPage />;
  return (
    <>
      <PageMeta title={experience.title} description={experience.metaDescription} />
      <ExperienceArticle experience={experience} />
    </>
  );
}
