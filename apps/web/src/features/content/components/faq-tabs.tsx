import { Tabs } from '../../../components/ui/tabs';
import { FAQS_ERRORS } from '../data/faq-texts';
import type { FaqView } from '../utils/faq-view';
import { faqsInTab } from '../utils/faq-view';
import { FaqItem } from './faq-item';

/** Tabs (components/ui/tabs): a real tablist with arrow-key navigation; only the open panel is rendered. */
export function FaqTabs({
  faqs,
  tabs,
  value,
  onValueChange,
}: {
  faqs: FaqView[];
  tabs: string[];
  value: string;
  onValueChange: (tab: string) => void;
}) {
  return (
    <Tabs.Root value={value} onValueChange={onValueChange} idPrefix="faq-categories">
      <Tabs.List aria-label="FAQ categories" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 transition-colors hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:ring-brand-700"
          >
            {tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => {
        const items = faqsInTab(faqs, tab);
        return (
          <Tabs.Content key={tab} value={tab} className="mt-8">
            {items.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
                {FAQS_ERRORS.emptyCategory}
              </p>
            ) : (
              <ul className="space-y-4">
                {items.map((faq) => (
                  <li key={faq.uuid}>
                    <FaqItem faq={faq} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
