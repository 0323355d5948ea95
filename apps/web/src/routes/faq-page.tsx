import { useSearchParams } from 'react-router';
import { PageMeta } from '../components/ui/page-meta';
import { FaqCenter } from '../features/content/components/faq-center';
import { ALL_TAB } from '../features/content/utils/faq-view';

/** /faq: ?category=<name> makes a tab shareable. */
export function FaqPage() {
  const [searchParams, setSearchParams] = useSearchParams();

  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === ALL_TAB) updated.delete('category');
        else updated.set('category', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageMeta
        title="Frequently Asked Questions"
        description="Answers about booking and payment, safaris, Kilimanjaro climbs, Zanzibar, health and safety, visas and travel to Tanzania."
      />
      <FaqCenter requestedTab={searchParams.get('category')} onSelectTab={selectTab} />
    </>
  );
}
