import type { KilimanjaroRoute } from './experience-types';

/**
 * The six routes to Uhuru Peak (5,895 m). Success rates for the five routes the summit calculator
 * knows are the route cards' figures (docs/product.md#kilimanjaro), so the two pages never
 * disagree; Umbwe's lower figure reflects its fast, steep ascent.
 */
export const KILIMANJARO_ROUTES: KilimanjaroRoute[] = [
  {
    id: 'marangu',
    name: 'Marangu',
    nickname: 'The Coca-Cola Route',
    duration: '5-6 days',
    difficulty: 'Moderate',
    success: 85,
    description:
      'The oldest and most established route climbs the south-eastern slopes on a steady, well-made path. It is the only route where you sleep in huts instead of tents.',
    highlights: [
      'Dormitory huts at Mandara, Horombo and Kibo',
      'Side walk to the Maundi Crater viewpoint',
      'Summit via Gilman’s Point on the crater rim',
      'Add an acclimatisation day at Horombo for a 6-day climb',
    ],
  },
  {
    id: 'machame',
    name: 'Machame',
    nickname: 'The Whiskey Route',
    duration: '6-7 days',
    difficulty: 'Challenging',
    success: 90,
    description:
      'The most popular route: steeper and tougher than Marangu, but with far more varied scenery and a “climb high, sleep low” profile that helps acclimatisation.',
    highlights: [
      'Rainforest to the Shira Plateau in two days',
      'Acclimatisation walk to Lava Tower (4,630 m)',
      'The Barranco Wall scramble — steep, but no ropes needed',
      'Descent through the forest on the Mweka trail',
    ],
  },
  {
    id: 'lemosho',
    name: 'Lemosho',
    nickname: 'The Scenic Route',
    duration: '7-8 days',
    difficulty: 'Moderate',
    success: 95,
    description:
      'Starts in the remote west at Londorossi Gate and crosses the whole Shira Plateau before joining the southern circuit. Quiet, beautiful and paced for excellent acclimatisation.',
    highlights: [
      'Quiet rainforest with black-and-white colobus monkeys',
      'Sweeping views across the Shira Plateau',
      'Joins the Machame route at Lava Tower and the Barranco Wall',
      'Our most recommended route for first-time climbers',
    ],
  },
  {
    id: 'rongai',
    name: 'Rongai',
    nickname: 'The Quiet Northern Route',
    duration: '6-7 days',
    difficulty: 'Moderate',
    success: 80,
    description:
      'The only route that approaches from the north, close to the Kenyan border. It is drier than the southern routes, making it a good choice in the rainy months.',
    highlights: [
      'Gentle, gradual gradient through pine forest and moorland',
      'Camp at Mawenzi Tarn beneath the jagged peaks of Mawenzi',
      'Wide views north over the Amboseli plains of Kenya',
      'Descent on the Marangu route, so you see both sides of the mountain',
    ],
  },
  {
    id: 'northern-circuit',
    name: 'Northern Circuit',
    nickname: 'The 360° Route',
    duration: '8-9 days',
    difficulty: 'Moderate',
    success: 95,
    description:
      'The longest route on the mountain: it begins like Lemosho, then circles the quiet northern slopes before the summit. The extra days give the best acclimatisation of any route.',
    highlights: [
      'The longest time at altitude and the highest success rate',
      'Almost empty northern slopes with views into Kenya',
      'Summit night from School Hut via Gilman’s Point',
      'Ideal for travellers who want a true wilderness trek',
    ],
  },
  {
    id: 'umbwe',
    name: 'Umbwe',
    nickname: 'The Direct Route',
    duration: '6-7 days',
    difficulty: 'Challenging',
    success: 70,
    description:
      'The steepest and most direct way up from the south, climbing narrow forest ridges. Best for fit, experienced hikers who have already been at high altitude.',
    highlights: [
      'Steep ridges through dense, moss-draped forest',
      'Few other climbers on the first two days',
      'Joins the southern circuit at Barranco Camp',
      'Choose the 7-day version for a safer acclimatisation profile',
    ],
  },
];
