// Demo FAQs. Some texts deliberately contain HTML entities (including the double-escaped '&amp;amp;'),
// as the legacy data did; the client decodes them repeatedly. status: false entries are hidden by the client.
import type { SeedFaq } from '../types';

export const SEED_FAQS: SeedFaq[] = [
  // Booking & Payment
  {
    question: 'How do I book a trip, and how much is the deposit?',
    answer:
      'Send us an inquiry or book directly on a package page. We confirm availability within 24 hours and send a written proposal. A 30% deposit secures your booking, and the balance is due 60 days before arrival; for bookings made less than 60 days before travel, full payment is due on confirmation. You can pay by bank transfer to our Belgian (EUR) or Tanzanian (USD) account, by credit card (3.5% card fee) or by M-Pesa.',
    category: 'Booking & Payment',
    order: 1,
    status: true,
  },
  {
    question: 'Are your prices per person, and why do they vary?',
    answer:
      'All prices are per person in US dollars. They depend on the season and on how many travellers share the vehicle or crew: groups of 2-3, 4-5 and 6 or more each have their own rate. High Season rates apply from July to December and Low Season rates from January to June. Some lodges add a supplement over Christmas &amp; New Year.',
    category: 'Booking & Payment',
    order: 2,
    status: true,
  },
  {
    question: 'What is your cancellation policy?',
    answer:
      'If you cancel more than 60 days before departure we retain 10% of the trip price; 59-30 days before, 30%; 29-15 days before, 50%; and within 14 days of departure the full amount is due. Park fees and domestic flights already paid on your behalf may be non-refundable. We strongly recommend travel insurance that covers cancellation.',
    category: 'Booking & Payment',
    order: 3,
    status: true,
  },
  {
    question: 'Can I pay in euros or Tanzanian shillings?',
    answer:
      'Yes. Our prices are set in US dollars, and the currency selector on the website shows an indicative amount in EUR, GBP or TZS. Invoices can be issued in euros for payment to our Brussels account, converted at the exchange rate on the day of the invoice.',
    category: 'Booking & Payment',
    order: 4,
    status: true,
  },
  // Safari
  {
    question: 'What&#39;s the best time for the Great Migration?',
    answer:
      'The herds move all year, so there is no bad month, only different scenes. From December to March they graze the short-grass plains of the southern Serengeti and Ndutu, with the calving peak in February. In April and May (the long rains) they move through the central Serengeti, in June and July through the Western Corridor and the Grumeti River, and from late July to October they reach the northern Serengeti for the Mara River crossings. Timing shifts with the rains, so our guides follow the latest sightings.',
    category: 'Safari',
    order: 5,
    status: true,
  },
  {
    question: 'What kind of vehicle will we use on safari?',
    answer:
      'We use Toyota Land Cruisers with a pop-up roof for standing and photographing, a guaranteed window seat for every guest, charging sockets, a fridge for drinks, binoculars and field guides. The vehicle and your driver-guide stay with you for the whole safari.',
    category: 'Safari',
    order: 6,
    status: true,
  },
  {
    question: 'Is a safari suitable for children?',
    answer:
      'Absolutely, and children usually love it. Most lodges welcome children of all ages, although some tented camps accept children only from 6 and walking safaris are usually limited to ages 12 and over. We plan shorter drives, choose lodges with pools &amp; family rooms, and children under 16 pay reduced park fees.',
    category: 'Safari',
    order: 7,
    status: true,
  },
  {
    question: 'How much should I tip on safari?',
    answer:
      'Tips are not included but are very much appreciated. As a guideline, plan US$20-30 per day for your driver-guide (from the whole group, not per person) and around US$10 per day per guest for the lodge staff tip box. Tip in US dollars or Tanzanian shillings at the end of the trip.',
    category: 'Safari',
    order: 8,
    status: true,
  },
  // Kilimanjaro
  {
    question: 'Which Kilimanjaro route has the best summit success rate?',
    answer:
      'Success depends mainly on how many days you spend acclimatising. Our guides&#39; records show around 95% success on the 8-day Lemosho and 9-day Northern Circuit, 90% on the 7-day Machame, 85% on the 6-day Marangu and 80% on the 6-day Rongai. If you can spare the extra days, choose a longer route.',
    category: 'Kilimanjaro',
    order: 9,
    status: true,
  },
  {
    question: 'How can I avoid altitude sickness on Kilimanjaro?',
    answer:
      'Walk slowly (&quot;pole pole&quot; in Swahili), drink 3-4 litres of water a day, eat well even without appetite and choose a route of at least seven days. Ask your doctor about acetazolamide (Diamox). Our guides check your oxygen saturation and pulse twice a day; mild headache and nausea are common, but worsening symptoms mean descending immediately, and the guide&#39;s decision is final.',
    category: 'Kilimanjaro',
    order: 10,
    status: true,
  },
  {
    question: 'How much should we tip the Kilimanjaro crew?',
    answer:
      'Tips are an important part of the crew&#39;s income and are given at a small ceremony on the last day. Recommended amounts, per day from the whole group: lead guide US$20-25, assistant guide US$15-20, cook US$12-15 and each porter US$8-10. Your guide will tell you the exact crew size before the climb.',
    category: 'Kilimanjaro',
    order: 11,
    status: true,
  },
  // Zanzibar
  {
    question: 'When is the best time to visit Zanzibar?',
    answer:
      'Zanzibar is warm all year. The best beach weather is from June to October, when it is dry and pleasantly breezy, and from December to February, when it is hot and sunny. The long rains fall from March to May and the short rains in November; some smaller hotels close in April and May.',
    category: 'Zanzibar',
    order: 12,
    status: true,
  },
  {
    question: 'Is travel insurance mandatory for Zanzibar?',
    answer:
      'Yes. Since 1 October 2024 every foreign visitor to Zanzibar must hold the government&#39;s inbound travel insurance, which costs US$44 per person and covers a stay of up to 92 days. Buy it online before you travel; your own travel insurance is still recommended, as the Zanzibar policy offers basic cover only.',
    category: 'Zanzibar',
    order: 13,
    status: true,
  },
  {
    question: 'Can I combine a safari &amp;amp; Zanzibar in one trip?',
    answer:
      'Yes, it is our most popular combination. Daily flights link Arusha, Kilimanjaro, the Serengeti airstrips &amp;amp; Dar es Salaam with Zanzibar in one to two hours. See our 7-Day Safari &amp; Zanzibar Beach Combo, or ask us to build a custom itinerary.',
    category: 'Zanzibar',
    order: 14,
    status: true,
  },
  {
    question: 'What should I wear in Stone Town?',
    answer:
      'Zanzibar is predominantly Muslim. In Stone Town and the villages, cover shoulders and knees, and keep swimwear for the beach and hotel pools. During Ramadan, avoid eating and drinking in the street during daylight hours.',
    category: 'Zanzibar',
    order: 15,
    status: true,
  },
  // Health & Safety
  {
    question: 'Do I need a yellow fever vaccination?',
    answer:
      'Only if you arrive from, or have transited for more than 12 hours through, a country with a risk of yellow fever transmission (for example Kenya, Uganda or Ethiopia). In that case you must show a valid yellow fever certificate on arrival in mainland Tanzania and in Zanzibar. Travellers flying directly from Europe do not need one. A single dose is valid for life.',
    category: 'Health & Safety',
    order: 16,
    status: true,
  },
  {
    question: 'Is there malaria in Tanzania?',
    answer:
      'Yes, malaria is present in most of the country below about 1,800 m, including the safari parks and Zanzibar. Visit a travel clinic 6-8 weeks before departure for antimalarial tablets, use insect repellent with DEET in the evenings and sleep under a mosquito net where provided. Other recommended vaccinations usually include hepatitis A, typhoid and tetanus.',
    category: 'Health & Safety',
    order: 17,
    status: true,
  },
  {
    question: 'Is Tanzania safe for tourists?',
    answer:
      'Tanzania is one of the most peaceful countries in East Africa and welcomes well over a million visitors a year. Take normal precautions in cities: do not walk alone at night, keep valuables in the hotel safe and use registered taxis. During your trip our team is reachable 24/7, and all our safaris and climbs carry first-aid kits and emergency evacuation cover.',
    category: 'Health & Safety',
    order: 18,
    status: true,
  },
  {
    question: 'Do I need a negative COVID-19 test to enter Tanzania?',
    answer:
      'No. Tanzania has lifted all COVID-19 testing and vaccination requirements for arriving travellers.',
    category: 'Health & Safety',
    order: 19,
    status: false,
  },
  // Visas & Travel
  {
    question: 'Do I need a visa for Tanzania?',
    answer:
      'Most visitors, including citizens of the EU, the UK, the USA, Canada and Australia, need a visa. Apply online through the official Tanzania eVisa portal at least two weeks before travel: the single-entry tourist visa costs US$50 (US citizens pay US$100 for a multiple-entry visa). Your passport must be valid for at least six months after your departure date and have two blank pages. The same visa is valid for Zanzibar.',
    category: 'Visas & Travel',
    order: 20,
    status: true,
  },
  {
    question: 'Which airport should I fly into?',
    answer:
      'For northern safaris and Kilimanjaro, fly into Kilimanjaro International Airport (JRO), between Arusha and Moshi. For the southern parks and the coast, use Julius Nyerere International Airport in Dar es Salaam (DAR), and for Zanzibar, Abeid Amani Karume International Airport (ZNZ). From Brussels, KLM, Qatar Airways, Turkish Airlines and Ethiopian Airlines all offer one-stop connections.',
    category: 'Visas & Travel',
    order: 21,
    status: true,
  },
  {
    question: 'What currency should I bring?',
    answer:
      'The local currency is the Tanzanian shilling (TZS), but US dollars are widely accepted for park fees, tips and hotels. Bring clean US dollar notes printed in 2009 or later, as older notes are often refused. ATMs are available in Arusha, Moshi, Dar es Salaam &amp; Stone Town, and larger hotels accept cards, sometimes with a surcharge.',
    category: 'Visas & Travel',
    order: 22,
    status: true,
  },
  // General (no category)
  {
    question: 'What should I pack for a safari?',
    answer:
      'Pack light layers in neutral colours such as khaki, beige and olive (avoid dark blue and black, which attract tsetse flies), a warm fleece for early mornings and the Ngorongoro highlands, a hat, sunglasses, sunscreen and binoculars. Use a soft duffel bag: light aircraft allow 15 kg including hand luggage. Single-use plastic bags are banned in Tanzania, so leave them at home.',
    category: null,
    order: 23,
    status: true,
  },
  {
    question: 'Where are your offices, and when can I reach you?',
    answer:
      'We have offices in Brussels, Belgium and Dar es Salaam, Tanzania. Both are open Monday to Friday 8AM-6PM and Saturday 9AM-4PM; on Sundays we answer emergencies only. Travellers on a trip with us can reach our emergency line 24/7, and you can always message us on WhatsApp.',
    category: null,
    order: 24,
    status: true,
  },
];
