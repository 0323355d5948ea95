// Cultural tours: community visits arranged directly with and paid to the host communities.
import type { SeedTrip } from '../types';

export const CULTURAL_TRIPS: SeedTrip[] = [
  {
    slug: '2-day-maasai-village-lake-natron-tour',
    name: '2-Day Maasai Village & Lake Natron Tour',
    tripType: 'Cultural Tour',
    durationDays: 2,
    maxGuests: 10,
    basePrice: 355,
    budgets: [
      { season: 'Low Season', serviceClass: 'Budget', prices: { 2: 420, 4: 385, 6: 355 } },
      { season: 'Low Season', serviceClass: 'Comfort', prices: { 2: 560, 4: 515, 6: 475 } },
      { season: 'High Season', serviceClass: 'Budget', prices: { 2: 470, 4: 435, 6: 400 } },
      { season: 'High Season', serviceClass: 'Comfort', prices: { 2: 625, 4: 575, 6: 535 } },
    ],
    descriptionHtml:
      '<p>Spend two days in Maasai country in the remote north of the Rift Valley. Your hosts in a <strong>Maasai village</strong> near <strong>Lake Natron</strong> show you how their homes are built, how cattle shape daily life and how young warriors train, and invite you to join their songs and jumping dance.</p>' +
      '<p>The tour also includes a hike up the Ngare Sero gorge to a waterfall and a sunset walk to the lakeshore, where thousands of <em>lesser flamingos</em> feed in the shallows. Community fees go directly to the village.</p>',
    highlights: [
      'Time with a Maasai family in their boma',
      'Flamingos on Lake Natron at sunset',
      'Ngare Sero waterfall hike',
      'Ancient footprints at Engare Sero',
    ],
    categories: ['Cultural Immersion', 'Bird Watching', 'Photography'],
    included: ['Local community fees', 'Professional English-speaking guide', 'Accommodation as per itinerary', 'All meals as per itinerary', 'Bottled drinking water'],
    excluded: ['Tips and gratuities', 'Alcoholic drinks', 'Personal items'],
    destinations: ['lake-natron'],
    itinerary: [
      { title: 'Day 1, Morning: Arusha to Lake Natron', description: 'Drive via Mto wa Mbu along the Rift Valley floor, with views of Ol Doinyo Lengai as you approach the lake.' },
      { title: 'Day 1, Afternoon: Maasai village visit', description: 'Meet your Maasai hosts, visit their homes and learn about their traditions, beadwork and cattle.' },
      { title: 'Day 1, Evening: Flamingo walk', description: 'Walk to the lakeshore at sunset to see flocks of flamingos, then dinner at your tented camp.' },
      { title: 'Day 2, Morning: Waterfall hike and footprints', description: 'Wade up the Ngare Sero gorge to the waterfall and visit the ancient human footprints at Engare Sero.' },
      { title: 'Day 2, Afternoon: Return to Arusha', description: 'Drive back to Arusha, arriving in the late afternoon.' },
    ],
    publishedDaysAgo: 26,
    art: { motif: 'village', palette: ['#ee6c4d', '#98c1d9', '#293241'], label: 'Lake Natron' },
  },
  {
    slug: '3-day-lake-eyasi-hadzabe-datoga-tour',
    name: '3-Day Lake Eyasi Hadzabe & Datoga Tour',
    tripType: 'Cultural Tour',
    durationDays: 3,
    maxGuests: 8,
    basePrice: 585,
    budgets: [
      { season: 'Low Season', serviceClass: 'Budget', prices: { 2: 690, 4: 635, 6: 585 } },
      { season: 'Low Season', serviceClass: 'Comfort', prices: { 2: 890, 4: 820, 6: 755 } },
      { season: 'High Season', serviceClass: 'Budget', prices: { 2: 775, 4: 710, 6: 655 } },
      { season: 'High Season', serviceClass: 'Comfort', prices: { 2: 995, 4: 915, 6: 845 } },
    ],
    descriptionHtml:
      '<p>Meet two remarkable peoples on the shores of <strong>Lake Eyasi</strong>. At dawn you join a group of <strong>Hadzabe</strong>, among the last hunter-gatherers in Africa, as they track small game with bows and gather berries and tubers, much as their ancestors did for thousands of years.</p>' +
      '<p>Later, <strong>Datoga</strong> blacksmiths show you how they forge arrowheads and jewellery from scrap metal. The trip continues to the <em>Ngorongoro Crater</em>, making a rich combination of culture and wildlife. Visits are arranged respectfully with each community, and fees go directly to them.</p>',
    highlights: [
      'Dawn hunt with the Hadzabe',
      'Datoga blacksmiths at work',
      'Onion farms and lakeshore walk',
      'Ngorongoro Crater game drive',
    ],
    categories: ['Cultural Immersion', 'Safari', 'Photography'],
    included: ['Local community fees', 'Park entry fees', 'Professional English-speaking guide', '4x4 safari vehicle with pop-up roof', 'Accommodation as per itinerary', 'All meals as per itinerary'],
    excluded: ['International flights', 'Tips and gratuities', 'Alcoholic drinks', 'Travel insurance'],
    destinations: ['lake-eyasi', 'ngorongoro'],
    itinerary: [
      { title: 'Day 1: Arusha to Lake Eyasi', description: 'Drive via Karatu to Mangola, with an afternoon walk through the onion farms to the lakeshore.' },
      { title: 'Day 2, Morning: Hunting with the Hadzabe', description: 'Leave before sunrise to join a Hadzabe hunting and foraging walk, then share what was gathered around the fire.' },
      { title: 'Day 2, Afternoon: Datoga blacksmiths', description: 'Visit a Datoga family compound to see traditional metalwork, then drive to a lodge in Karatu.' },
      { title: 'Day 3: Ngorongoro Crater and Arusha', description: 'A half-day game drive on the crater floor before returning to Arusha.' },
    ],
    publishedDaysAgo: 61,
    art: { motif: 'village', palette: ['#e07a5f', '#81b29a', '#f2cc8f'], label: 'Lake Eyasi' },
  },
  {
    slug: '4-day-usambara-mountains-hiking-tour',
    name: '4-Day Usambara Mountains Hiking Tour',
    tripType: 'Cultural Tour',
    durationDays: 4,
    maxGuests: 12,
    basePrice: 440,
    budgets: [
      { season: 'Low Season', serviceClass: 'Budget', prices: { 2: 520, 4: 480, 6: 440 } },
      { season: 'Low Season', serviceClass: 'Comfort', prices: { 2: 720, 4: 660, 6: 610 } },
      { season: 'High Season', serviceClass: 'Budget', prices: { 2: 580, 4: 535, 6: 495 } },
      { season: 'High Season', serviceClass: 'Comfort', prices: { 2: 805, 4: 740, 6: 685 } },
    ],
    descriptionHtml:
      '<p>Walk from village to village through the cool, green <strong>Usambara Mountains</strong>, past terraced fields, banana groves and patches of ancient rainforest. Local guides from Lushoto lead the way, sharing stories about farming, traditional medicine and the German colonial past.</p>' +
      '<p>Nights are spent in simple but welcoming guesthouses and a mountain lodge, and meals are prepared with local produce. The hiking is moderate, four to six hours a day, and suits anyone with reasonable fitness.</p>',
    highlights: [
      'Irente viewpoint over the Maasai Steppe',
      'Village-to-village trails with local guides',
      'Lushoto market and farm visits',
      'Cool mountain climate',
    ],
    categories: ['Cultural Immersion', 'Mountain Climbing', 'Budget Friendly'],
    included: ['Local community fees', 'Professional English-speaking guide', 'Hotel pick-up and drop-off', 'Accommodation as per itinerary', 'All meals as per itinerary', 'Bottled drinking water'],
    excluded: ['Airport transfers', 'Tips and gratuities', 'Personal items'],
    destinations: ['usambara-mountains'],
    itinerary: [
      { title: 'Day 1: Arrival in Lushoto', description: 'Travel from Moshi or Dar es Salaam to Lushoto, with an afternoon walk around the town and market.' },
      { title: 'Day 2: Irente viewpoint', description: 'Hike through farms and forest to the Irente viewpoint, 1,000 m above the plains, and lunch at a local cheese farm.' },
      { title: 'Day 3: Village trail to Mambo', description: 'A full-day walk between villages, meeting farmers and craftspeople on the way, with a night at a mountain lodge.' },
      { title: 'Day 4: Return from the mountains', description: 'A short morning walk to a viewpoint before driving back to Moshi or Dar es Salaam.' },
    ],
    publishedDaysAgo: 180,
    art: { motif: 'forest', palette: ['#dad7cd', '#588157', '#a3b18a'], label: 'Usambara' },
  },
  {
    slug: '1-day-materuni-coffee-waterfalls-tour',
    name: '1-Day Materuni Coffee & Waterfalls Tour',
    tripType: 'Cultural Tour',
    durationDays: 1,
    maxGuests: 16,
    basePrice: 95,
    budgets: [
      { season: 'Low Season', serviceClass: 'Budget', prices: { 2: 110, 4: 100, 6: 95 } },
      { season: 'Low Season', serviceClass: 'Comfort', prices: { 2: 150, 4: 140, 6: 130 } },
      { season: 'High Season', serviceClass: 'Budget', prices: { 2: 125, 4: 115, 6: 105 } },
      { season: 'High Season', serviceClass: 'Comfort', prices: { 2: 170, 4: 155, 6: 145 } },
    ],
    descriptionHtml:
      '<p>A perfect day on the lower slopes of Kilimanjaro, before or after your climb. From the Chagga village of <strong>Materuni</strong>, a local guide leads you through coffee and banana farms to a waterfall of around 80 metres, where you can swim in the cold, clear pool.</p>' +
      '<p>Back in the village, a Chagga family shows you the whole <em>coffee process</em>: picking, peeling, roasting over a fire and grinding by hand to a rhythm of songs. You finish with a cup of your own coffee and a home-cooked lunch.</p>',
    highlights: [
      'Hike to the Materuni waterfall',
      'Roast and grind your own coffee',
      'Home-cooked Chagga lunch',
      'Easy half-hour drive from Moshi',
    ],
    categories: ['Cultural Immersion', 'Family Friendly', 'Budget Friendly'],
    included: ['Local community fees', 'Professional English-speaking guide', 'Hotel pick-up and drop-off', 'Lunch', 'Bottled drinking water'],
    excluded: ['Tips and gratuities', 'Personal items', 'Travel insurance'],
    destinations: ['materuni-waterfalls'],
    itinerary: [
      { title: 'Morning: Moshi to Materuni', description: 'Pick-up from your hotel in Moshi at 8:30 and a drive up the slopes of Kilimanjaro to Materuni village.' },
      { title: 'Late morning: Waterfall hike', description: 'Walk about an hour through farms and forest to the waterfall and take a dip in the pool.' },
      { title: 'Afternoon: Coffee experience and lunch', description: 'Learn the coffee process with a Chagga family and enjoy a traditional lunch.' },
      { title: 'Evening: Return to Moshi', description: 'Drive back to your hotel, arriving around 16:00.' },
    ],
    publishedDaysAgo: 240,
    art: { motif: 'forest', palette: ['#a9def9', '#2e4600', '#7f5539'], label: 'Materuni' },
  },
];
