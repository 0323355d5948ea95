// Demo destinations. Location and region names come from reference.ts; slugs are referenced by trips.
import type { SeedDestination } from '../types';

export const SEED_DESTINATIONS: SeedDestination[] = [
  {
    slug: 'serengeti',
    name: 'Serengeti National Park',
    location: 'Serengeti',
    region: 'Mara',
    isActive: true,
    descriptionHtml:
      '<p>The <strong>Serengeti</strong> is the Africa of the imagination: endless golden plains broken by granite kopjes, flat-topped acacias and some of the densest concentrations of predators on the continent. Its name comes from the Maa word <em>siringet</em>, &quot;the place where the land runs on forever&quot;.</p>' +
      '<p>The park is the stage for the <strong>Great Migration</strong>, a year-round loop of wildebeest and zebra that calves in the southern short-grass plains from January to March and crosses the Mara River in the north from July to October. Lions, cheetahs and leopards are seen in every season, especially around Seronera in the centre.</p>',
    categories: ['National Park', 'Conservation Area'],
    facts: [
      { fact: '14,750 km²', subFact: 'Park area', description: 'Larger than Northern Ireland, with an ecosystem that continues into the Maasai Mara in Kenya.' },
      { fact: '1951', subFact: 'Established', description: 'One of Tanzania’s oldest parks; listed as a UNESCO World Heritage Site in 1981.' },
      { fact: '1.5 million+', subFact: 'Migrating wildebeest', description: 'Joined by hundreds of thousands of zebra and gazelle on their annual circuit.' },
      { fact: 'Jul–Oct', subFact: 'River crossings', description: 'The dramatic Mara River crossings happen in the northern Serengeti.' },
    ],
    activities: [
      { name: 'Game drives', description: 'Full-day and half-day drives in a 4x4 with a pop-up roof for the best views.', isActive: true },
      { name: 'Hot air balloon safari', description: 'Sunrise flight over the plains followed by a bush breakfast with sparkling wine.', isActive: true },
      { name: 'Migration tracking', description: 'Guides follow the herds between the Ndutu plains, Seronera and the Mara River.', isActive: true },
      { name: 'Walking safari', description: 'Short guided walks with an armed ranger in selected concessions.', isActive: true },
    ],
    art: { motif: 'savanna', palette: ['#f6bd60', '#c8a45a', '#e76f51'], label: 'Serengeti' },
  },
  {
    slug: 'ngorongoro',
    name: 'Ngorongoro Crater',
    location: 'Ngorongoro',
    region: 'Arusha',
    isActive: true,
    descriptionHtml:
      '<p>The <strong>Ngorongoro Crater</strong> is the world’s largest intact, unflooded volcanic caldera. Its walls rise 600 metres above a floor of grassland, swamp and a shallow soda lake, creating a natural enclosure that holds one of the highest densities of wildlife in Africa.</p>' +
      '<p>A single morning on the crater floor can deliver lions, hyenas, elephants with huge tusks, hippos and, with luck, one of the few remaining <em>black rhinos</em> of northern Tanzania. Maasai herders still graze their cattle in the wider conservation area, which makes it a rare place where people and wildlife share the land.</p>',
    categories: ['Conservation Area', 'Cultural Site'],
    facts: [
      { fact: '20 km', subFact: 'Crater diameter', description: 'The caldera floor covers about 260 km² and lies some 600 m below the rim.' },
      { fact: '1959', subFact: 'Conservation area established', description: 'Declared a UNESCO World Heritage Site in 1979.' },
      { fact: '25,000', subFact: 'Large animals', description: 'Estimated number of large mammals living in the crater year-round.' },
    ],
    activities: [
      { name: 'Crater floor game drive', description: 'Descend at dawn for a half-day or full-day drive with a picnic lunch by the hippo pool.', isActive: true },
      { name: 'Maasai boma visit', description: 'Meet a Maasai family, see their homes and learn about cattle herding traditions.', isActive: true },
      { name: 'Rim walk', description: 'Guided forest walk along the crater rim with an armed ranger.', isActive: true },
      { name: 'Empakaai Crater hike', description: 'Hike down to the flamingo-fringed lake of the quieter Empakaai Crater.', isActive: true },
    ],
    art: { motif: 'crater', palette: ['#8ecae6', '#6a994e', '#f4a261'], label: 'Ngorongoro' },
  },
  {
    slug: 'tarangire',
    name: 'Tarangire National Park',
    location: 'Tarangire',
    region: 'Manyara',
    isActive: true,
    descriptionHtml:
      '<p><strong>Tarangire</strong> is the land of giants: ancient baobab trees, some more than a thousand years old, and some of the largest elephant herds in northern Tanzania. The Tarangire River is the only permanent water source in the area, so during the dry season wildlife pours in from the surrounding plains.</p>' +
      '<p>Only two hours from Arusha, it is an ideal first or last stop on a northern circuit safari. Look out for tree-climbing pythons, fringe-eared oryx, lesser kudu and an exceptional variety of birds, from yellow-collared lovebirds to the heavy kori bustard.</p>',
    categories: ['National Park'],
    facts: [
      { fact: '2,850 km²', subFact: 'Park area', description: 'Slightly larger than Luxembourg, centred on the Tarangire River valley.' },
      { fact: '1970', subFact: 'Established', description: 'Named after the Tarangire River that flows through the park.' },
      { fact: '550+', subFact: 'Bird species', description: 'One of the richest birding parks in the country.' },
      { fact: 'Jun–Oct', subFact: 'Best time', description: 'Elephant numbers peak in the dry season along the river.' },
    ],
    activities: [
      { name: 'Game drives', description: 'Follow the river valley for elephants, lions and big herds of buffalo.', isActive: true },
      { name: 'Night game drive', description: 'Spot nocturnal animals in the conservation areas bordering the park.', isActive: true },
      { name: 'Bird watching', description: 'Endemic lovebirds, hornbills and raptors with a specialist guide.', isActive: true },
      { name: 'Guided bush walk', description: 'Walk among the baobabs with an armed ranger outside the core park.', isActive: true },
    ],
    art: { motif: 'savanna', palette: ['#ffd6a5', '#b5838d', '#6d597a'], label: 'Tarangire' },
  },
  {
    slug: 'lake-manyara',
    name: 'Lake Manyara National Park',
    location: 'Mto wa Mbu',
    region: 'Arusha',
    isActive: true,
    descriptionHtml:
      '<p>Squeezed between the Great Rift Valley escarpment and a shallow alkaline lake, <strong>Lake Manyara National Park</strong> packs groundwater forest, open grassland and swamp into a compact and very scenic park. Ernest Hemingway called it “the loveliest I had seen in Africa”.</p>' +
      '<p>The park is known for its <em>tree-climbing lions</em>, large troops of olive baboons and flocks of pink flamingos on the lake shore. Its treetop walkway, canoeing when water levels allow and easy access from Mto wa Mbu make it a favourite for families and short safaris.</p>',
    categories: ['National Park', 'Lake'],
    facts: [
      { fact: '648 km²', subFact: 'Park area', description: 'A large part of the park is covered by the lake itself.' },
      { fact: '1960', subFact: 'Established', description: 'Part of a UNESCO biosphere reserve since 1981.' },
      { fact: '400+', subFact: 'Bird species', description: 'Including flamingos, pelicans, storks and crowned cranes.' },
    ],
    activities: [
      { name: 'Game drives', description: 'Half-day and full-day drives through forest, grassland and lakeshore.', isActive: true },
      { name: 'Treetop walkway', description: 'A suspended walkway through the canopy of the groundwater forest.', isActive: true },
      { name: 'Canoeing', description: 'Paddle near hippos and flamingos when lake levels allow.', isActive: false },
      { name: 'Night game drive', description: 'Look for genets, bush babies and leopards after dark.', isActive: true },
    ],
    art: { motif: 'lake', palette: ['#a8dadc', '#457b9d', '#f28482'], label: 'Lake Manyara' },
  },
  {
    slug: 'kilimanjaro',
    name: 'Mount Kilimanjaro',
    location: 'Moshi',
    region: 'Kilimanjaro',
    isActive: true,
    descriptionHtml:
      '<p><strong>Kilimanjaro</strong> is the highest mountain in Africa and the tallest free-standing mountain in the world. Its snow-capped summit, Uhuru Peak on the Kibo volcano, rises almost five kilometres above the surrounding plains and can be reached without any technical climbing skills.</p>' +
      '<p>The trek passes through five distinct climate zones, from coffee and banana farms through montane rainforest, heather and moorland and alpine desert to the arctic summit zone. Choosing a longer route with good acclimatisation, such as Lemosho or Machame, greatly increases your chance of <em>standing on the Roof of Africa</em>.</p>',
    categories: ['Mountain', 'National Park'],
    facts: [
      { fact: '5,895 m', subFact: 'Uhuru Peak', description: 'The highest point in Africa and one of the Seven Summits.' },
      { fact: '1889', subFact: 'First recorded ascent', description: 'Hans Meyer and Ludwig Purtscheller reached the summit with local guide Yohani Lauwo.' },
      { fact: '1987', subFact: 'UNESCO World Heritage', description: 'Kilimanjaro National Park was inscribed for its exceptional natural beauty.' },
      { fact: '5', subFact: 'Climate zones', description: 'Cultivation, rainforest, heather and moorland, alpine desert and arctic summit.' },
    ],
    activities: [
      { name: 'Summit trek', description: 'Six to nine day climbs on the Machame, Lemosho, Marangu, Rongai, Umbwe or Northern Circuit routes.', isActive: true },
      { name: 'Day hike to Mandara Hut', description: 'A taste of the rainforest and Maundi Crater on the Marangu route.', isActive: true },
      { name: 'Crater camp overnight', description: 'Sleep beside the Furtwängler Glacier on selected luxury climbs.', isActive: false },
      { name: 'Chagga village visit', description: 'Learn about coffee farming and banana beer on the lower slopes.', isActive: true },
    ],
    art: { motif: 'mountain', palette: ['#6c8ebf', '#3d5a40', '#ffd166'], label: 'Kilimanjaro' },
  },
  {
    slug: 'zanzibar',
    name: 'Zanzibar',
    location: 'Stone Town',
    region: 'Zanzibar',
    isActive: true,
    descriptionHtml:
      '<p><strong>Zanzibar</strong>, the Spice Island, combines powder-white beaches and turquoise lagoons with a rich Swahili, Arab, Persian and Indian heritage. The main island, Unguja, is only a 20-minute flight or two-hour ferry from Dar es Salaam and is the classic way to end a safari.</p>' +
      '<p>Wander the carved doors and alleys of <em>Stone Town</em>, tour a spice farm, snorkel the reefs of Mnemba Atoll, watch dhows sail at sunset from Nungwi or kitesurf in the shallow lagoon of Paje. The dry months from June to October and December to February are the best beach seasons.</p>',
    categories: ['Island', 'Beach', 'Cultural Site'],
    facts: [
      { fact: '1,666 km²', subFact: 'Unguja island', description: 'About 85 km long and 30 km wide.' },
      { fact: '2000', subFact: 'Stone Town on the UNESCO list', description: 'An outstanding example of a Swahili trading town.' },
      { fact: '28 °C', subFact: 'Average sea temperature', description: 'Warm water all year round for swimming and snorkelling.' },
    ],
    activities: [
      { name: 'Spice farm tour', description: 'Taste cloves, nutmeg, cinnamon and vanilla straight from the plant.', isActive: true },
      { name: 'Snorkelling at Mnemba', description: 'Reef fish, turtles and often dolphins around Mnemba Atoll.', isActive: true },
      { name: 'Sunset dhow cruise', description: 'Sail a traditional wooden dhow as the sun sets over the Indian Ocean.', isActive: true },
      { name: 'Kitesurfing in Paje', description: 'Shallow lagoon and steady trade winds from June to September and December to February.', isActive: true },
      { name: 'Safari Blue excursion', description: 'Full-day sailing trip in the Menai Bay Conservation Area with seafood lunch.', isActive: true },
    ],
    art: { motif: 'beach', palette: ['#48cae4', '#ede0c8', '#f4a259'], label: 'Zanzibar' },
  },
  {
    slug: 'arusha-national-park',
    name: 'Arusha National Park',
    location: 'Arusha',
    region: 'Arusha',
    isActive: true,
    descriptionHtml:
      '<p>Just 40 minutes from Arusha town, <strong>Arusha National Park</strong> is small but remarkably varied: the Momella Lakes with their flamingos, the forested Ngurdoto Crater and the slopes of Mount Meru, with Kilimanjaro visible on clear mornings.</p>' +
      '<p>It is one of the best places in Tanzania to see <em>black-and-white colobus monkeys</em> and one of the few northern parks where you can walk with an armed ranger or canoe on the lakes. It makes an ideal day trip on arrival or before a Kilimanjaro climb.</p>',
    categories: ['National Park', 'Mountain', 'Forest'],
    facts: [
      { fact: '552 km²', subFact: 'Park area', description: 'Includes Mount Meru, Ngurdoto Crater and the Momella Lakes.' },
      { fact: '1960', subFact: 'Established', description: 'Originally gazetted as Ngurdoto Crater National Park.' },
      { fact: '400+', subFact: 'Bird species', description: 'Forest birds, waterfowl and lesser and greater flamingos.' },
    ],
    activities: [
      { name: 'Walking safari', description: 'Walk among giraffe and buffalo with an armed park ranger.', isActive: true },
      { name: 'Canoeing on Momella Lakes', description: 'Paddle on the Small Momella Lake with views of Mount Meru.', isActive: true },
      { name: 'Game drive', description: 'Half-day drive to Ngurdoto Crater viewpoint and the lakes.', isActive: true },
    ],
    art: { motif: 'forest', palette: ['#caf0f8', '#40916c', '#ffb703'], label: 'Arusha NP' },
  },
  {
    slug: 'mount-meru',
    name: 'Mount Meru',
    location: 'Arusha',
    region: 'Arusha',
    isActive: true,
    descriptionHtml:
      '<p><strong>Mount Meru</strong> is Tanzania’s second highest mountain and one of the most rewarding climbs in East Africa. The route starts among giraffes and buffaloes in Arusha National Park, climbs through montane forest and ends on a knife-edge crater rim with views straight across to Kilimanjaro.</p>' +
      '<p>A four-day climb is excellent acclimatisation before Kilimanjaro, or a quieter and wilder alternative for experienced hikers. An armed ranger accompanies every group because of the wildlife on the lower slopes.</p>',
    categories: ['Mountain', 'National Park'],
    facts: [
      { fact: '4,562 m', subFact: 'Socialist Peak', description: 'The fifth highest peak in Africa.' },
      { fact: '1910', subFact: 'Last minor eruption', description: 'Meru is a dormant stratovolcano with a dramatic collapsed crater.' },
      { fact: '4 days', subFact: 'Typical climb', description: 'Via Miriakamba and Saddle huts on the Momella route.' },
    ],
    activities: [
      { name: 'Summit climb', description: 'Three nights in mountain huts with a midnight summit push.', isActive: true },
      { name: 'Little Meru hike', description: 'A short detour to about 3,800 m for acclimatisation.', isActive: true },
      { name: 'Tululusia waterfall walk', description: 'Forest walk to a waterfall on the lower slopes.', isActive: true },
    ],
    art: { motif: 'mountain', palette: ['#90a8c3', '#5c6b4f', '#f6c28b'], label: 'Mount Meru' },
  },
  {
    slug: 'ruaha',
    name: 'Ruaha National Park',
    location: 'Iringa',
    region: 'Iringa',
    isActive: true,
    descriptionHtml:
      '<p><strong>Ruaha</strong> is wild, remote and spectacular: rolling hills of baobab and miombo woodland cut by the Great Ruaha River, with only a handful of camps across an area larger than many countries. Game drives here rarely meet another vehicle.</p>' +
      '<p>The park has some of the largest lion prides in Africa, healthy populations of wild dogs, cheetahs and leopards, and antelope seldom seen in the north such as <em>greater and lesser kudu</em> and sable. The dry season from June to October is the best time for predators.</p>',
    categories: ['National Park'],
    facts: [
      { fact: '20,226 km²', subFact: 'Park area', description: 'One of the largest national parks in Africa.' },
      { fact: '1964', subFact: 'Established', description: 'Named after the Great Ruaha River along its eastern boundary.' },
      { fact: '570+', subFact: 'Bird species', description: 'A meeting point of southern and eastern African species.' },
    ],
    activities: [
      { name: 'Game drives', description: 'Full days along the Great Ruaha and Mwagusi sand rivers.', isActive: true },
      { name: 'Walking safari', description: 'Morning walks with an armed ranger from selected camps.', isActive: true },
      { name: 'Fly camping', description: 'A night under the stars in a simple bush camp.', isActive: true },
    ],
    art: { motif: 'savanna', palette: ['#f9c784', '#a47148', '#5e3023'], label: 'Ruaha' },
  },
  {
    slug: 'nyerere-selous',
    name: 'Nyerere National Park (Selous)',
    location: 'Kisaki',
    region: 'Morogoro',
    isActive: true,
    descriptionHtml:
      '<p><strong>Nyerere National Park</strong> was created in 2019 from the northern part of the legendary Selous Game Reserve. The Rufiji River, with its lakes, channels and sandbanks, is the heart of the park and allows a kind of safari impossible in the north: watching elephants drink from a small boat.</p>' +
      '<p>It is one of the best places in Africa to see <em>African wild dogs</em>, alongside big herds of buffalo, hippos, crocodiles and lions. A short flight from Dar es Salaam or Zanzibar makes it easy to combine with the coast.</p>',
    categories: ['National Park', 'Game Reserve'],
    facts: [
      { fact: '30,893 km²', subFact: 'Park area', description: 'The largest national park in Tanzania.' },
      { fact: '2019', subFact: 'Became a national park', description: 'Carved out of the Selous Game Reserve, a UNESCO site since 1982.' },
      { fact: 'Rufiji', subFact: 'Main river', description: 'The largest river system entirely within Tanzania.' },
    ],
    activities: [
      { name: 'Boat safari on the Rufiji', description: 'Drift past hippos, crocodiles and elephants on the river and its lakes.', isActive: true },
      { name: 'Game drives', description: 'Search for wild dogs, lions and sable antelope.', isActive: true },
      { name: 'Walking safari', description: 'Guided walks along the lakes with an armed ranger.', isActive: true },
    ],
    art: { motif: 'lake', palette: ['#bde0fe', '#6b705c', '#cb997e'], label: 'Nyerere' },
  },
  {
    slug: 'mikumi',
    name: 'Mikumi National Park',
    location: 'Mikumi',
    region: 'Morogoro',
    isActive: true,
    descriptionHtml:
      '<p><strong>Mikumi</strong> is the most accessible park from Dar es Salaam, about four to five hours by road. Its centrepiece is the open Mkata floodplain, often compared to the Serengeti, framed by the Uluguru and Rubeho mountains.</p>' +
      '<p>Lions, elephants, giraffes, zebras, buffaloes and hippo pools are all easy to find, making it a great choice for a short safari from the coast or a first taste of the bush before Zanzibar.</p>',
    categories: ['National Park'],
    facts: [
      { fact: '3,230 km²', subFact: 'Park area', description: 'The Mkata floodplain at its heart is crossed by the Dar es Salaam to Iringa highway.' },
      { fact: '1964', subFact: 'Established', description: 'Borders Nyerere National Park to the south.' },
      { fact: '4–5 hours', subFact: 'From Dar es Salaam', description: 'The best short safari from the coast.' },
    ],
    activities: [
      { name: 'Game drives', description: 'Drives across the Mkata floodplain and to the Hippo Pools.', isActive: true },
      { name: 'Bird watching', description: 'Over 400 species including lilac-breasted rollers and bateleur eagles.', isActive: true },
      { name: 'Village visit', description: 'Visit the local market in Mikumi town.', isActive: true },
    ],
    art: { motif: 'savanna', palette: ['#ffe8d6', '#ddbea9', '#a5a58d'], label: 'Mikumi' },
  },
  {
    slug: 'udzungwa',
    name: 'Udzungwa Mountains National Park',
    location: "Mang'ula",
    region: 'Morogoro',
    isActive: true,
    descriptionHtml:
      '<p>The <strong>Udzungwa Mountains</strong> are part of the ancient Eastern Arc range, often called the Galápagos of Africa for their unique plants and animals. There are no roads inside the park: it is explored on foot along forest trails.</p>' +
      '<p>The most popular trail leads to the <em>Sanje Waterfall</em>, which plunges some 170 metres through the forest, with a refreshing swim at the top. Keep an eye out for the endemic Udzungwa red colobus and Sanje mangabey.</p>',
    categories: ['National Park', 'Forest', 'Mountain'],
    facts: [
      { fact: '1,990 km²', subFact: 'Park area', description: 'Rainforest, montane forest and grassland between 250 and 2,576 m.' },
      { fact: '1992', subFact: 'Established', description: 'Protects one of Africa’s biodiversity hotspots.' },
      { fact: '170 m', subFact: 'Sanje Waterfall', description: 'A half-day hike from the park headquarters in Mang’ula.' },
    ],
    activities: [
      { name: 'Sanje Waterfall hike', description: 'A four-hour round trip with pools to swim in.', isActive: true },
      { name: 'Primate walk', description: 'Look for five primate species including two endemics.', isActive: true },
      { name: 'Mwanihana Peak trek', description: 'A two-to-three day trek to the second highest peak in the range.', isActive: true },
    ],
    art: { motif: 'forest', palette: ['#d8f3dc', '#1b4332', '#95d5b2'], label: 'Udzungwa' },
  },
  {
    slug: 'gombe',
    name: 'Gombe Stream National Park',
    location: 'Kigoma',
    region: 'Kigoma',
    isActive: true,
    descriptionHtml:
      '<p>On the shores of Lake Tanganyika, <strong>Gombe</strong> is where Jane Goodall began her pioneering chimpanzee research in 1960, the longest-running study of any wild animal population. Steep forested valleys run down to clear water and pebble beaches.</p>' +
      '<p>Chimpanzee tracking is done on foot with a local guide and can involve steep climbs. Once a family is found, you may spend an hour watching them groom, play and feed. Olive baboons, red-tailed and red colobus monkeys are also common.</p>',
    categories: ['National Park', 'Forest', 'Lake'],
    facts: [
      { fact: '1960', subFact: 'Jane Goodall arrives', description: 'The start of more than six decades of chimpanzee research.' },
      { fact: '1968', subFact: 'National park status', description: 'One of Tanzania’s smallest national parks.' },
      { fact: '~100', subFact: 'Chimpanzees', description: 'Living in several communities along the lakeshore.' },
    ],
    activities: [
      { name: 'Chimpanzee tracking', description: 'One hour with a habituated chimpanzee family.', isActive: true },
      { name: 'Swimming in Lake Tanganyika', description: 'Clear, bilharzia-free water off the park beach.', isActive: true },
      { name: 'Boat transfer from Kigoma', description: 'A two-hour trip along the lakeshore villages.', isActive: true },
    ],
    art: { motif: 'forest', palette: ['#b7e4c7', '#2d6a4f', '#e9c46a'], label: 'Gombe' },
  },
  {
    slug: 'mahale',
    name: 'Mahale Mountains National Park',
    location: 'Kigoma',
    region: 'Kigoma',
    isActive: true,
    descriptionHtml:
      '<p><strong>Mahale</strong> is one of the most beautiful and remote parks in Africa: forested mountains rising straight out of the clear waters of Lake Tanganyika, reached only by light aircraft and boat. There are no roads at all.</p>' +
      '<p>The park is home to one of the largest populations of wild chimpanzees in the world, and the habituated <em>M group</em> has been studied by Japanese researchers since the 1960s. Days here combine chimpanzee trekking, dhow trips and swimming from white-sand beaches.</p>',
    categories: ['National Park', 'Forest', 'Lake'],
    facts: [
      { fact: '1,613 km²', subFact: 'Park area', description: 'Including a strip of Lake Tanganyika.' },
      { fact: '1985', subFact: 'Established', description: 'Protects the Mahale range up to Nkungwe Peak at 2,462 m.' },
      { fact: '1,470 m', subFact: 'Depth of Lake Tanganyika', description: 'The second deepest lake in the world.' },
    ],
    activities: [
      { name: 'Chimpanzee trekking', description: 'Forest treks to find the habituated M group.', isActive: true },
      { name: 'Dhow sunset cruise', description: 'Sail along the lakeshore below the mountains.', isActive: true },
      { name: 'Snorkelling with cichlids', description: 'Colourful endemic fish in the clear lake water.', isActive: true },
    ],
    art: { motif: 'forest', palette: ['#a2d2ff', '#386641', '#f2e8cf'], label: 'Mahale' },
  },
  {
    slug: 'katavi',
    name: 'Katavi National Park',
    location: 'Mpanda',
    region: 'Katavi',
    isActive: false,
    descriptionHtml:
      '<p><strong>Katavi</strong> is Tanzania’s true wilderness, a remote park in the far west visited by only a few hundred travellers a year. Its floodplains, palm-fringed lakes and the Katuma River support huge buffalo herds and remarkable concentrations of hippos and crocodiles.</p>' +
      '<p>Katavi is reached by charter flight and is best from <em>July to October</em>, when shrinking water holes bring predators and prey together. Camps close during the long rains, so this destination is bookable on request only.</p>',
    categories: ['National Park'],
    facts: [
      { fact: '4,471 km²', subFact: 'Park area', description: 'One of the largest and least visited parks in Tanzania.' },
      { fact: '1974', subFact: 'Established', description: 'Enlarged in 1997 to its present size.' },
      { fact: 'Jul–Oct', subFact: 'Season', description: 'Camps close during the long rains from March to May.' },
    ],
    activities: [
      { name: 'Game drives', description: 'Drives along the Katuma River and the Katisunga floodplain.', isActive: true },
      { name: 'Walking safari', description: 'Walks with an armed ranger to hippo pools.', isActive: true },
      { name: 'Fly camping', description: 'Overnight in a simple camp far from the main lodges.', isActive: false },
    ],
    art: { motif: 'savanna', palette: ['#fcd5ce', '#9c6644', '#7f5539'], label: 'Katavi' },
  },
  {
    slug: 'lake-natron',
    name: 'Lake Natron',
    location: 'Lake Natron',
    region: 'Arusha',
    isActive: true,
    descriptionHtml:
      '<p><strong>Lake Natron</strong> lies in the Rift Valley close to the Kenyan border, a shimmering soda lake stained red by salt-loving algae and overlooked by the volcano Ol Doinyo Lengai. The drive from Mto wa Mbu crosses a lunar landscape of Maasai country.</p>' +
      '<p>It is the most important breeding ground in the world for <em>lesser flamingos</em>. Visitors also walk up the Ngare Sero gorge to a waterfall and can see fossilised human footprints at Engare Sero, thought to be between 10,000 and 19,000 years old.</p>',
    categories: ['Lake', 'Cultural Site'],
    facts: [
      { fact: '2.5 million', subFact: 'Lesser flamingos', description: 'About three quarters of the world’s lesser flamingos are born here.' },
      { fact: '40 °C+', subFact: 'Water temperature', description: 'The shallow, highly alkaline water can exceed 40 °C.' },
      { fact: '2001', subFact: 'Ramsar wetland', description: 'Listed as a wetland of international importance.' },
    ],
    activities: [
      { name: 'Flamingo walk', description: 'Walk to the lakeshore at sunset to see the flamingo flocks.', isActive: true },
      { name: 'Ngare Sero waterfall hike', description: 'Wade up a narrow gorge to a waterfall and natural pools.', isActive: true },
      { name: 'Engare Sero footprints', description: 'Visit the ancient human footprints preserved in volcanic mud.', isActive: true },
      { name: 'Maasai village visit', description: 'Spend time with a Maasai community living by the lake.', isActive: true },
    ],
    art: { motif: 'lake', palette: ['#ffcad4', '#b08968', '#ff5d8f'], label: 'Lake Natron' },
  },
  {
    slug: 'ol-doinyo-lengai',
    name: 'Ol Doinyo Lengai',
    location: 'Lake Natron',
    region: 'Arusha',
    isActive: false,
    descriptionHtml:
      '<p><strong>Ol Doinyo Lengai</strong>, the Maasai “Mountain of God”, is a steep, perfectly conical volcano just south of Lake Natron. It is the only active volcano on Earth that erupts natrocarbonatite lava, which flows black and turns white within days.</p>' +
      '<p>The climb is a tough night ascent on loose ash, starting around midnight to reach the rim for sunrise over the Rift Valley. Climbs are offered only in suitable conditions and depend on the volcano’s activity, so this destination is <em>currently on request</em>.</p>',
    categories: ['Mountain', 'Cultural Site'],
    facts: [
      { fact: '2,962 m', subFact: 'Summit height', description: 'Rising about 2,000 m above the floor of the Rift Valley.' },
      { fact: '2007–2008', subFact: 'Last major eruption', description: 'Ash eruptions changed the shape of the summit crater.' },
      { fact: '5–6 hours', subFact: 'Ascent', description: 'A steep night climb gaining well over 1,500 m on loose ash.' },
    ],
    activities: [
      { name: 'Night summit climb', description: 'Start at midnight and watch sunrise from the crater rim.', isActive: false },
      { name: 'Photography at the base', description: 'Classic views of the cone from the Lake Natron plains.', isActive: true },
      { name: 'Maasai cultural walk', description: 'Learn why the mountain is sacred to the Maasai.', isActive: true },
    ],
    art: { motif: 'mountain', palette: ['#e5989b', '#6d6875', '#ffb4a2'], label: 'Ol Doinyo Lengai' },
  },
  {
    slug: 'lake-eyasi',
    name: 'Lake Eyasi',
    location: 'Mangola',
    region: 'Arusha',
    isActive: true,
    descriptionHtml:
      '<p><strong>Lake Eyasi</strong> is a seasonal soda lake at the foot of the Eyasi escarpment, south-west of the Ngorongoro highlands. Doum palms, onion fields and acacia bush surround the small village of Mangola.</p>' +
      '<p>The area is home to the <em>Hadzabe</em>, one of the last hunter-gatherer peoples in Africa, and to the Datoga, renowned blacksmiths and pastoralists. Respectful early-morning visits, arranged with the communities, let you join a hunt or foraging walk and see traditional metalwork.</p>',
    categories: ['Lake', 'Cultural Site'],
    facts: [
      { fact: '~1,300', subFact: 'Hadzabe people', description: 'Only a few hundred still live fully as hunter-gatherers.' },
      { fact: '1,030 m', subFact: 'Altitude', description: 'Hot and dry, at the bottom of the Eyasi escarpment.' },
      { fact: '1.5 hours', subFact: 'From Karatu', description: 'Easy to add to a Ngorongoro safari.' },
    ],
    activities: [
      { name: 'Hunting with the Hadzabe', description: 'Join an early-morning bow hunt and foraging walk.', isActive: true },
      { name: 'Datoga blacksmiths', description: 'Watch arrowheads and jewellery forged from scrap metal.', isActive: true },
      { name: 'Onion farm and lakeshore walk', description: 'Walk through the farms of Mangola to the lakeshore.', isActive: true },
    ],
    art: { motif: 'village', palette: ['#f4acb7', '#9d8189', '#ffe5d9'], label: 'Lake Eyasi' },
  },
  {
    slug: 'olduvai-gorge',
    name: 'Olduvai Gorge',
    location: 'Ngorongoro',
    region: 'Arusha',
    isActive: true,
    descriptionHtml:
      '<p><strong>Olduvai Gorge</strong> (officially Oldupai) is one of the most important palaeoanthropological sites in the world. Its layers of volcanic ash have preserved almost two million years of human evolution, tools and fossils.</p>' +
      '<p>It was here in 1959 that <em>Mary Leakey</em> found the skull of <em>Paranthropus boisei</em>. A modern museum on the gorge rim, on the road between Ngorongoro and the Serengeti, explains the finds and the Laetoli footprints in a short, fascinating stop.</p>',
    categories: ['Historic Site', 'Conservation Area'],
    facts: [
      { fact: '48 km', subFact: 'Length of the gorge', description: 'Up to 90 m deep, cut through ancient lake sediments.' },
      { fact: '1959', subFact: 'Zinjanthropus found', description: 'Mary Leakey’s discovery of Paranthropus boisei.' },
      { fact: '3.6 million years', subFact: 'Laetoli footprints', description: 'Hominin footprints found nearby in 1978.' },
    ],
    activities: [
      { name: 'Museum visit', description: 'Displays of fossils, tools and a cast of the Laetoli footprints.', isActive: true },
      { name: 'Gorge talk', description: 'A short talk by a guide at the viewpoint over the excavation sites.', isActive: true },
      { name: 'Shifting Sands', description: 'See the moving black dune of volcanic ash nearby.', isActive: true },
    ],
    art: { motif: 'crater', palette: ['#e9c46a', '#a68a64', '#7f4f24'], label: 'Olduvai' },
  },
  {
    slug: 'mafia-island',
    name: 'Mafia Island',
    location: 'Mafia Island',
    region: 'Pwani',
    isActive: true,
    descriptionHtml:
      '<p><strong>Mafia Island</strong> is a quiet, unspoilt island south of Zanzibar, surrounded by the coral reefs of the Mafia Island Marine Park. There are no big resorts: just a handful of small lodges, fishing villages and some of the best diving in East Africa.</p>' +
      '<p>From October to March, <em>whale sharks</em> gather off Kilindoni and can be seen while snorkelling, with strict guidelines to protect them. Green and hawksbill turtles nest on the beaches of nearby Juani island.</p>',
    categories: ['Island', 'Marine Park', 'Beach'],
    facts: [
      { fact: '394 km²', subFact: 'Island area', description: 'The largest island of the Mafia archipelago.' },
      { fact: '1995', subFact: 'Marine park established', description: 'Tanzania’s first marine park, covering about 822 km².' },
      { fact: 'Oct–Mar', subFact: 'Whale shark season', description: 'Snorkel with the world’s largest fish.' },
    ],
    activities: [
      { name: 'Whale shark snorkelling', description: 'Small-boat trips with trained spotters.', isActive: true },
      { name: 'Scuba diving in Chole Bay', description: 'Coral gardens suitable for all levels.', isActive: true },
      { name: 'Chole Island ruins', description: 'Explore 19th-century ruins overgrown by fig trees.', isActive: true },
    ],
    art: { motif: 'island', palette: ['#00b4d8', '#74c69d', '#ffd60a'], label: 'Mafia Island' },
  },
  {
    slug: 'pemba-island',
    name: 'Pemba Island',
    location: 'Pemba',
    region: 'Zanzibar',
    isActive: true,
    descriptionHtml:
      '<p><strong>Pemba</strong>, the “Green Island” of the Zanzibar archipelago, is hilly, fertile and far less visited than Unguja. Clove plantations, mangroves and forest cover much of the island, which produces most of Zanzibar’s famous cloves.</p>' +
      '<p>The <em>Pemba Channel</em> drops to great depths just offshore, creating dramatic wall dives with excellent visibility. Topside, explore the Ngezi forest reserve, home to the Pemba flying fox, and the protected Misali island.</p>',
    categories: ['Island', 'Marine Park'],
    facts: [
      { fact: '988 km²', subFact: 'Island area', description: 'About 50 km north of Unguja across the Pemba Channel.' },
      { fact: '800 m+', subFact: 'Pemba Channel depth', description: 'Deep water right off the reef walls.' },
      { fact: 'Cloves', subFact: 'Main crop', description: 'Pemba grows the bulk of Zanzibar’s clove harvest.' },
    ],
    activities: [
      { name: 'Wall diving', description: 'Dive the walls and drop-offs of the Pemba Channel.', isActive: true },
      { name: 'Misali Island snorkelling', description: 'Protected reefs and a nature trail.', isActive: true },
      { name: 'Ngezi Forest walk', description: 'Search for the endemic Pemba flying fox.', isActive: true },
    ],
    art: { motif: 'island', palette: ['#0096c7', '#55a630', '#ffbe0b'], label: 'Pemba' },
  },
  {
    slug: 'stone-town',
    name: 'Stone Town',
    location: 'Stone Town',
    region: 'Zanzibar',
    isActive: true,
    descriptionHtml:
      '<p><strong>Stone Town</strong> is the historic heart of Zanzibar City, a maze of narrow alleys, coral-stone houses, carved wooden doors, mosques, churches and bustling bazaars. It has been a crossroads of African, Arab, Indian and European trade for centuries.</p>' +
      '<p>Highlights include the Old Fort, the former slave market and Anglican Cathedral, the Darajani market and the evening food stalls of <em>Forodhani Gardens</em>. A guided walking tour is the best way to understand the town’s layered and sometimes painful history.</p>',
    categories: ['Cultural Site', 'Historic Site'],
    facts: [
      { fact: '2000', subFact: 'UNESCO World Heritage', description: 'Listed as an outstanding Swahili coastal trading town.' },
      { fact: '1873', subFact: 'Slave market closed', description: 'The Anglican Cathedral now stands on its site.' },
      { fact: '1883', subFact: 'House of Wonders', description: 'Built for Sultan Barghash, the first building in East Africa with electricity.' },
    ],
    activities: [
      { name: 'Guided walking tour', description: 'Two to three hours through the alleys, markets and key monuments.', isActive: true },
      { name: 'Forodhani night market', description: 'Grilled seafood and Zanzibar pizza by the water.', isActive: true },
      { name: 'Prison Island trip', description: 'Boat ride to see giant Aldabra tortoises.', isActive: true },
    ],
    art: { motif: 'village', palette: ['#f8edeb', '#c08552', '#2a9d8f'], label: 'Stone Town' },
  },
  {
    slug: 'jozani-forest',
    name: 'Jozani Chwaka Bay National Park',
    location: 'Paje',
    region: 'Zanzibar',
    isActive: true,
    descriptionHtml:
      '<p><strong>Jozani Forest</strong> is the last large area of indigenous forest on Zanzibar and the only national park on the island. A short loop trail through groundwater forest leads to a boardwalk across the mangroves of Chwaka Bay.</p>' +
      '<p>It is the best place to see the endangered <em>Zanzibar red colobus monkey</em>, found nowhere else on Earth. The monkeys are relaxed around people, and an entrance fee supports conservation and nearby villages.</p>',
    categories: ['National Park', 'Forest'],
    facts: [
      { fact: '50 km²', subFact: 'Park area', description: 'Forest, mangroves and coral rag thicket.' },
      { fact: '2004', subFact: 'National park status', description: 'Zanzibar’s only national park.' },
      { fact: '~6,000', subFact: 'Red colobus monkeys', description: 'An endangered species endemic to Zanzibar.' },
    ],
    activities: [
      { name: 'Red colobus walk', description: 'Guided walk to see the monkeys up close.', isActive: true },
      { name: 'Mangrove boardwalk', description: 'Learn about mangrove ecology and crabs.', isActive: true },
      { name: 'Butterfly centre', description: 'A community project next to the park entrance.', isActive: true },
    ],
    art: { motif: 'forest', palette: ['#e9f5db', '#52796f', '#bc4749'], label: 'Jozani' },
  },
  {
    slug: 'usambara-mountains',
    name: 'Usambara Mountains',
    location: 'Lushoto',
    region: 'Tanga',
    isActive: true,
    descriptionHtml:
      '<p>The <strong>Western Usambara Mountains</strong> around Lushoto are a green, cool escape of terraced farms, pine and eucalyptus forest, and villages connected by footpaths. Lushoto was once a German colonial hill station called Wilhelmstal.</p>' +
      '<p>The area is perfect for <em>multi-day hikes</em> from village to village with local guides, staying in simple guesthouses. Highlights include the Irente viewpoint over the Maasai Steppe, farmers’ markets and the native forest where the African violet was first found.</p>',
    categories: ['Mountain', 'Forest', 'Cultural Site'],
    facts: [
      { fact: '1,400 m', subFact: 'Altitude of Lushoto', description: 'Pleasantly cool all year.' },
      { fact: 'Eastern Arc', subFact: 'Mountain range', description: 'Among the oldest mountains in Africa, rich in endemic species.' },
      { fact: '6 hours', subFact: 'From Arusha or Moshi', description: 'Or about the same from Dar es Salaam.' },
    ],
    activities: [
      { name: 'Irente viewpoint hike', description: 'Half-day walk to a cliff edge overlooking the plains.', isActive: true },
      { name: 'Village-to-village trek', description: 'Multi-day hikes with local guides and guesthouse nights.', isActive: true },
      { name: 'Lushoto market', description: 'Colourful market days with produce from the hills.', isActive: true },
    ],
    art: { motif: 'forest', palette: ['#caffbf', '#4f772d', '#90a955'], label: 'Usambara' },
  },
  {
    slug: 'materuni-waterfalls',
    name: 'Materuni Waterfalls',
    location: 'Moshi',
    region: 'Kilimanjaro',
    isActive: true,
    descriptionHtml:
      '<p>The Chagga village of <strong>Materuni</strong> sits on the lower slopes of Kilimanjaro, about 15 km above Moshi. A walk through banana and coffee farms leads to a waterfall of around 80 metres, pouring into a cold, clear pool.</p>' +
      '<p>Back in the village, a local family shows how coffee is grown, picked, roasted over a fire and pounded by hand, <em>with singing</em>, before you taste the result. It is the perfect day before or after a Kilimanjaro climb.</p>',
    categories: ['Cultural Site', 'Forest'],
    facts: [
      { fact: '~80 m', subFact: 'Waterfall height', description: 'Swimming in the pool is possible but very refreshing.' },
      { fact: '15 km', subFact: 'From Moshi', description: 'About 40 minutes by road.' },
      { fact: 'Chagga', subFact: 'Local people', description: 'Known for their coffee farming on the slopes of Kilimanjaro.' },
    ],
    activities: [
      { name: 'Waterfall hike', description: 'About an hour each way through farms and forest.', isActive: true },
      { name: 'Coffee experience', description: 'From bean to cup with a Chagga family.', isActive: true },
      { name: 'Local lunch', description: 'Home-cooked Chagga food in the village.', isActive: true },
    ],
    art: { motif: 'forest', palette: ['#ade8f4', '#386641', '#6f4518'], label: 'Materuni' },
  },
  {
    slug: 'mkomazi',
    name: 'Mkomazi National Park',
    location: 'Same',
    region: 'Kilimanjaro',
    isActive: true,
    descriptionHtml:
      '<p><strong>Mkomazi</strong> is a dry savanna park on the Kenyan border, where the Pare and Usambara mountains meet the Tsavo ecosystem. It sees few visitors and has a real sense of space, with Kilimanjaro on the horizon.</p>' +
      '<p>The park is known for its conservation work: a fenced <em>black rhino sanctuary</em> and a breeding programme for the endangered African wild dog. It makes a good stop on the road between Moshi and the Usambara Mountains or the coast.</p>',
    categories: ['National Park', 'Game Reserve'],
    facts: [
      { fact: '3,245 km²', subFact: 'Park area', description: 'Adjoins Tsavo West National Park in Kenya.' },
      { fact: '2008', subFact: 'National park status', description: 'Previously a game reserve.' },
      { fact: '1997', subFact: 'Rhino sanctuary', description: 'Black rhinos reintroduced to a protected sanctuary.' },
    ],
    activities: [
      { name: 'Game drives', description: 'Gerenuk, fringe-eared oryx and lesser kudu in dry bush.', isActive: true },
      { name: 'Rhino sanctuary visit', description: 'Learn about black rhino protection.', isActive: true },
      { name: 'Bird watching', description: 'Over 400 species recorded, many dry-country specialists.', isActive: true },
    ],
    art: { motif: 'savanna', palette: ['#fec89a', '#b98b73', '#3a5a40'], label: 'Mkomazi' },
  },
  {
    slug: 'saadani',
    name: 'Saadani National Park',
    location: 'Bagamoyo',
    region: 'Pwani',
    isActive: true,
    descriptionHtml:
      '<p><strong>Saadani</strong> is the only national park in East Africa where the bush meets the beach. Elephants, giraffes and lions live a short distance from a stretch of Indian Ocean coastline where green turtles nest.</p>' +
      '<p>Safaris here mix game drives with <em>boat trips on the Wami River</em>, where hippos, crocodiles and kingfishers line the mangrove banks. It is within easy reach of Dar es Salaam and Bagamoyo.</p>',
    categories: ['National Park', 'Beach'],
    facts: [
      { fact: '1,062 km²', subFact: 'Park area', description: 'Savanna, mangroves and coastline.' },
      { fact: '2005', subFact: 'Established', description: 'Created from the former Saadani Game Reserve.' },
      { fact: 'Wami River', subFact: 'Boat safaris', description: 'Mangroves, hippos and birdlife.' },
    ],
    activities: [
      { name: 'Wami River boat safari', description: 'Drift through mangroves looking for hippos and crocodiles.', isActive: true },
      { name: 'Game drives', description: 'Search for elephants and giraffes near the coast.', isActive: true },
      { name: 'Turtle nesting watch', description: 'Seasonal visits to green turtle nesting beaches.', isActive: false },
    ],
    art: { motif: 'beach', palette: ['#90e0ef', '#e6ccb2', '#7f5539'], label: 'Saadani' },
  },
  {
    slug: 'kilwa-kisiwani',
    name: 'Kilwa Kisiwani',
    location: 'Kilwa Masoko',
    region: 'Lindi',
    isActive: false,
    descriptionHtml:
      '<p><strong>Kilwa Kisiwani</strong> was once the most powerful city-state of the Swahili coast, controlling the gold trade from the south. The Moroccan traveller Ibn Battuta visited in 1331 and described it as one of the most beautiful cities in the world.</p>' +
      '<p>Today the island holds remarkable ruins: the Great Mosque, the vast palace of <em>Husuni Kubwa</em> and a Portuguese fort. It is reached by a short boat ride from Kilwa Masoko and is offered on request only.</p>',
    categories: ['Historic Site', 'Island'],
    facts: [
      { fact: '1981', subFact: 'UNESCO World Heritage', description: 'Together with the ruins of Songo Mnara.' },
      { fact: '1331', subFact: 'Ibn Battuta visits', description: 'At the height of Kilwa’s wealth.' },
      { fact: '14th century', subFact: 'Husuni Kubwa', description: 'Once the largest building in sub-Saharan Africa.' },
    ],
    activities: [
      { name: 'Ruins tour', description: 'Guided walk through the mosque, palace and fort.', isActive: true },
      { name: 'Dhow trip to Songo Mnara', description: 'Visit the second UNESCO-listed island.', isActive: true },
      { name: 'Mangrove kayaking', description: 'Paddle the creeks around Kilwa.', isActive: false },
    ],
    art: { motif: 'island', palette: ['#7bdff2', '#cdb4db', '#b56576'], label: 'Kilwa' },
  },
  {
    slug: 'kitulo',
    name: 'Kitulo National Park',
    location: 'Mbeya',
    region: 'Mbeya',
    isActive: true,
    descriptionHtml:
      '<p><strong>Kitulo Plateau</strong>, locals say the <em>Garden of God</em>, is a high grassland in the Southern Highlands that bursts into flower during the rains. It was the first national park in tropical Africa created mainly for its flora.</p>' +
      '<p>From December to April the plateau is carpeted with ground orchids, red-hot pokers, aloes and proteas. Hikes lead to Mount Mtorwi, the highest peak in southern Tanzania, and to forests with rare birds such as Denham’s bustard.</p>',
    categories: ['National Park', 'Mountain'],
    facts: [
      { fact: '413 km²', subFact: 'Park area', description: 'Montane grassland at about 2,600 m.' },
      { fact: '2005', subFact: 'Established', description: 'Protects an exceptional variety of wildflowers.' },
      { fact: '45+', subFact: 'Orchid species', description: 'Best seen from December to April.' },
    ],
    activities: [
      { name: 'Wildflower walks', description: 'Guided walks across the plateau during the flowering season.', isActive: true },
      { name: 'Mount Mtorwi hike', description: 'Climb to 2,961 m, the highest point in the south.', isActive: true },
      { name: 'Bird watching', description: 'Highland specialists and rare grassland birds.', isActive: true },
    ],
    art: { motif: 'mountain', palette: ['#d0f4de', '#7cb518', '#ff70a6'], label: 'Kitulo' },
  },
];
