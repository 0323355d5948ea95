import { describe, expect, it } from 'vitest';
import { makeFaq } from '../testing/factories';
import { faqJsonLd, faqsInTab, faqTabs, toVisibleFaqs } from './faq-view';

describe('toVisibleFaqs', () => {
  it('keeps published FAQs in ascending order with General for a missing category', () => {
    const faqs = toVisibleFaqs([
      makeFaq({ question: 'Third', order: 3, category: null }),
      makeFaq({ question: 'Hidden', order: 0, status: false }),
      makeFaq({ question: 'First', order: 1, category: { name: 'Kilimanjaro' } }),
      makeFaq({ question: 'Second', order: 2 }),
    ]);
    expect(faqs.map((f) => [f.question, f.category])).toEqual([
      ['First', 'Kilimanjaro'],
      ['Second', 'Safari'],
      ['Third', 'General'],
    ]);
  });

  it('decodes escaped question and answer text', () => {
    const [faq] = toVisibleFaqs([makeFaq({ question: 'Visa &amp;amp; permits?', answer: 'It&amp;#39;s easy.' })]);
    expect(faq).toMatchObject({ question: 'Visa & permits?', answer: "It's easy." });
  });
});

describe('tabs', () => {
  const faqs = toVisibleFaqs([
    makeFaq({ order: 1, category: { name: 'Safari' } }),
    makeFaq({ order: 2, category: null }),
    makeFaq({ order: 3, category: { name: 'Safari' } }),
  ]);

  it('puts All first, then categories by first appearance', () => {
    expect(faqTabs(faqs)).toEqual(['All', 'Safari', 'General']);
    expect(faqTabs([])).toEqual(['All']);
  });

  it('filters by tab', () => {
    expect(faqsInTab(faqs, 'All')).toHaveLength(3);
    expect(faqsInTab(faqs, 'Safari')).toHaveLength(2);
    expect(faqsInTab(faqs, 'General')).toHaveLength(1);
  });

  it('builds FAQPage structured data from the questions', () => {
    expect(faqJsonLd(faqs.slice(0, 1))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: faqs[0]!.question, acceptedAnswer: { '@type': 'Answer', text: faqs[0]!.answer } }],
    });
  });
});
