import { DeferredHydration } from '../components/deferred-hydration';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { AdventureTiles } from '../features/content/components/adventure-tiles';
import { ContactHero } from '../features/content/components/contact-hero';
import { TripInquiryForm } from './trip-inquiry-form';

// Everything after the form is far below the first screen: in the server's HTML from the start,
// its code loaded when it comes near or on the visitor's first scroll, key or touch (decisions
// 0029, 0035). It holds links, a FAQ and the click-to-load map, no field a visitor could fill.
const loadBelowForm = () => import('./contact-below-form').then((m) => ({ default: m.ContactBelowForm }));

/** /contact-us: the contact page, in this order: hero, tiles, the inquiry form, offices, why us, FAQ, map. */
export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Contact Safari Tanzania in Brussels or Dar es Salaam by phone, e-mail or WhatsApp, or send a trip inquiry: a tailored proposal within 24 hours."
      />
      <ContactHero />
      <AdventureTiles />
      <Container className="py-16 sm:py-20">
        <section aria-labelledby="contact-form-heading" className="mx-auto max-w-4xl">
          <h2 id="contact-form-heading" className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
            Send us your trip inquiry
          </h2>
          <p className="mt-3 text-lg text-stone-700">The more you tell us, the closer our first proposal will be.</p>
          <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <TripInquiryForm variant="contact" labelledBy="contact-form-heading" />
          </div>
        </section>
      </Container>
      <DeferredHydration
        load={loadBelowForm}
        testId="contact-below-form"
        placeholder={<div className="min-h-screen bg-white" aria-hidden="true" />}
      />
    </>
  );
}
