import { INQUIRY_TEXTS } from '../features/inquiry/data/inquiry-texts';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { InquiryNextSteps } from '../features/inquiry/components/inquiry-next-steps';
import { TripInquiryForm } from './trip-inquiry-form';

/** /inquiry ('Plan Your Trip'): the Trip Inquiry page, the heading, its text and the form. */
export function InquiryPage() {
  return (
    <>
      <PageMeta
        title={INQUIRY_TEXTS.heading}
        description="Plan your Tanzania trip: tell us your dates, party and dream places, and a travel expert sends a tailored proposal within 24 hours."
      />
      <div className="bg-linear-to-br from-brand-700 via-brand-900 to-stone-950 text-white">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-widest text-amber-200 uppercase">Plan your trip</p>
          <h1 id="inquiry-heading" className="mt-2 font-display text-4xl font-bold sm:text-5xl">
            {INQUIRY_TEXTS.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{INQUIRY_TEXTS.intro}</p>
        </Container>
      </div>
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <TripInquiryForm variant="inquiry" labelledBy="inquiry-heading" />
        </div>
        <InquiryNextSteps />
      </Container>
    </>
  );
}
