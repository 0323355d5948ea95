import { Container } from '../../../components/ui/container';
import { PageMeta } from '../../../components/ui/page-meta';
import { LEGAL_LAST_UPDATED, type LegalDocumentContent } from '../data/legal-types';
import { LegalBlockView } from './legal-block';

/**
 * A legal page: title, date, a table of contents of in-page anchors (sticky beside the text
 * on desktop) and numbered sections. scroll-mt keeps a heading clear of the fixed header.
 */
export function LegalDocument({ content, eyebrow }: { content: LegalDocumentContent; eyebrow: string }) {
  return (
    <>
      <PageMeta title={content.title} description={content.metaDescription} />
      <div className="border-b border-stone-200 bg-linear-to-b from-brand-50 to-stone-50 py-12 sm:py-16">
        <Container className="max-w-5xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{eyebrow}</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-stone-900 sm:text-5xl">{content.title}</h1>
          <p className="mt-3 text-sm font-medium text-stone-600">
            Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
          </p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-stone-700">{content.intro}</p>
        </Container>
      </div>
      <Container className="max-w-5xl py-12 sm:py-16 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-12">
        <nav aria-labelledby="toc-heading" className="mb-12 lg:mb-0">
          <div className="rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200 lg:sticky lg:top-28">
            <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-stone-900">
              Contents
            </h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {content.sections.map((section, i) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="flex gap-2 rounded py-0.5 text-stone-700 hover:text-brand-700 hover:underline">
                    <span className="w-5 shrink-0 text-right tabular-nums text-stone-600">{i + 1}.</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="min-w-0 space-y-12">
          {content.sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-28">
              <h2 id={`${section.id}-heading`} className="font-display text-2xl font-bold text-stone-900">
                <span className="mr-2 text-brand-600">{i + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-stone-700">
                {section.blocks.map((block, j) => (
                  <LegalBlockView key={j} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
