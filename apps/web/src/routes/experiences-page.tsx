import { useSearchParams } from 'react-router';
import { PageMeta } from '../components/ui/page-meta';
import { ExperienceBrowser } from '../features/destinations/components/experience-browser';
import { PageIntro } from '../features/destinations/components/page-intro';
import { ALL_CATEGORIES } from '../features/destinations/utils/experience-filters';

/** /experiences: destinations as experiences; ?category=<name> makes a filter shareable. */
export function ExperiencesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim() || ALL_CATEGORIES;

  const selectCategory = (name: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (name === ALL_CATEGORIES) next.delete('category');
        else next.set('category', name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <PageMeta
        title="Virtual Experiences"
        description="Explore Tanzania from home: safaris, mountains, beaches and cultural sites, filtered by the kind of experience you are dreaming of."
      />
      <PageIntro eyebrow="Experiences" title="Virtual Experiences">
        Wander Tanzania's parks, peaks and islands from wherever you are, then let us turn the one you love into a real journey.
      </PageIntro>
      <ExperienceBrowser category={category} onSelectCategory={selectCategory} />
    </>
  );
}
