// Demo testimonials. Country names match SEED_COUNTRIES.
import type { SeedTestimonial } from '../types';

export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    name: 'Sophie Vermeulen',
    country: 'Belgium',
    comments:
      'We booked the Safari & Zanzibar combo through the Brussels office and everything was seamless, from the first coffee meeting to the last transfer. Our guide Emmanuel spotted a leopard in Tarangire that we would never have seen ourselves. Already planning Kilimanjaro for next year!',
    rating: 5,
  },
  {
    name: 'Daan de Groot',
    country: 'Netherlands',
    comments:
      'Climbed Kilimanjaro on the 8-day Lemosho route with my brother. The crew was incredible: hot water for washing every morning, great food at 4,600 m and a guide who knew exactly when to push us and when to slow down. All four of our group reached Uhuru Peak.',
    rating: 5,
  },
  {
    name: 'Katharina Weber',
    country: 'Germany',
    comments:
      'Our 7-day migration safari in August was the trip of a lifetime. We watched two crossings at the Mara River on the same day. The drive north is long, but the camp near Kogatende was worth every kilometre.',
    rating: 5,
  },
  {
    name: 'James Whitfield',
    country: 'United Kingdom',
    comments:
      'Very well organised family safari with two kids aged 8 and 11. Drives were never too long, the lodges had pools and the guide made the Junior Ranger booklets into a real competition. Only small complaint: one lodge in Karatu was further from the road than expected.',
    rating: 4,
  },
  {
    name: 'Melissa Carter',
    country: 'United States',
    comments:
      'From the moment we landed at Kilimanjaro Airport we felt looked after. The Ngorongoro Crater was unbelievable: lions, a black rhino in the distance and flamingos all before lunch. Fast, honest answers to every email before the trip, too.',
    rating: 5,
  },
  {
    name: 'Camille Lefèvre',
    country: 'France',
    comments:
      'Our honeymoon was perfect: six days on safari followed by six days in Zanzibar. The private dinner in the Serengeti under the stars is a memory we will keep forever. Thank you for all the small surprises along the way.',
    rating: 5,
  },
  {
    name: 'Ryan Thompson',
    country: 'Canada',
    comments:
      'Did Mount Meru first and then the Machame route on Kilimanjaro. Meru is underrated: giraffes on the trail and an amazing sunrise facing Kibo. Great acclimatisation, and summit night on Kili felt much easier because of it.',
    rating: 5,
  },
  {
    name: 'Olivia Nguyen',
    country: 'Australia',
    comments:
      'Snorkelling with whale sharks on Mafia Island was magical, and the team handled a cancelled domestic flight calmly, rebooking us the same afternoon. The lodge on Chole Bay was simple but lovely. Food could have had a bit more variety.',
    rating: 4,
  },
  {
    name: 'Javier Morales',
    country: 'Spain',
    comments:
      'The Lake Eyasi cultural tour was the most meaningful part of our trip. Walking with the Hadzabe at dawn was humbling, and it felt respectful rather than staged. Our guide translated everything and explained how the community benefits.',
    rating: 5,
  },
  {
    name: 'Neema Mushi',
    country: 'Tanzania',
    comments:
      'As a Dar es Salaam resident I wanted a short break with my parents. The 3-day Mikumi safari was perfect: no flights, friendly driver-guide and lots of elephants and lions. Very good value for residents and visitors alike.',
    rating: 5,
  },
];
