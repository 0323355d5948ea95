import { ContactCards } from '../features/content/components/contact-cards';
import { ContactFaqs } from '../features/content/components/contact-faqs';
import { OfficeMap } from '../features/content/components/office-map';
import { WhyChooseUs } from '../features/content/components/why-choose-us';

/** The contact page after its inquiry form: offices, why us, FAQ and the map, in that order. @public (loaded lazily) */
export function ContactBelowForm() {
  return (
    <>
      <ContactCards />
      <WhyChooseUs />
      <ContactFaqs />
      <OfficeMap />
    </>
  );
}
