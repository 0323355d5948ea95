// Demo blog articles for /blog: practical guides written by the (invented) team in Brussels and Dar es Salaam.
// Bodies use <h2>, <p>, <ul>/<li>, <strong> and relative <a href="/…"> links to the seeded catalogue only.
import type { SeedArt } from '../types';

export interface SeedBlogArticle {
  slug: string; // kebab-case, unique
  title: string;
  excerpt: string; // 1-2 sentences, plain text, at most 200 characters
  bodyHtml: string; // <h2>, <p>, <ul><li>, <a href="/…">, <strong> only (it is sanitised), 600-1000 words
  author: string; // a staff member's name
  category: 'Wildlife' | 'Adventure' | 'Culture' | 'Photography' | 'Travel Tips' | 'Beach';
  publishedOn: string; // yyyy-MM-dd
  readMinutes: number; // words / 200, rounded up
  featured: boolean; // exactly one article is featured
  art: SeedArt;
}

export const SEED_BLOG_ARTICLES: SeedBlogArticle[] = [
  {
    slug: 'great-migration-month-by-month',
    title: 'The Great Migration Month by Month: Where the Herds Are and When to Go',
    excerpt:
      'The wildebeest never stop moving. Here is where the herds usually are through the year, from calving on the southern plains to the Mara River crossings.',
    bodyHtml:
      '<h2>A circle, not a single event</h2>' +
      '<p>Ask ten people when the Great Migration happens and most will say “July”. In truth it never stops. Roughly 1.5 million wildebeest, joined by hundreds of thousands of zebra and gazelle, move in a long clockwise loop through the Serengeti ecosystem and Kenya’s Maasai Mara, following the rain and the fresh grass it brings. What changes through the year is where the herds are and what they are doing.</p>' +
      '<p>The calendar below is the pattern our guides see in most years. Remember, though, that the rains decide, not the calendar: an early or late season can shift everything by several weeks, and the herds often split into groups that are in different places at the same time.</p>' +
      '<h2>December to March: the southern plains and calving</h2>' +
      '<p>After the short rains, the herds settle on the short-grass plains of the southern Serengeti and the Ndutu area of the <a href="/destinations/ngorongoro">Ngorongoro Conservation Area</a>. The grass here grows on mineral-rich volcanic soils, ideal for nursing mothers. From late January to early March most calves are born, a huge number of them within a few weeks, usually peaking in February.</p>' +
      '<p>It is a season of new life and, inevitably, of predators. Lions, cheetahs and hyenas stay close to the herds, and this is one of the best times of year to witness a hunt. The plains are green, the light is soft after showers and the Ndutu woodlands are excellent for big cats.</p>' +
      '<h2>April and May: the long rains</h2>' +
      '<p>As the long rains set in, the herds drift north-west through the central Serengeti and around the Moru Kopjes. Some seasonal camps close and tracks can be muddy, but the landscape is emerald green, visitor numbers fall and prices drop. The herds are spread out and constantly on the move, so a flexible, experienced guide matters more than ever in these months.</p>' +
      '<h2>June and July: the Western Corridor and the Grumeti</h2>' +
      '<p>By June the long columns usually reach the Western Corridor, where the Grumeti River is the first serious water obstacle. Crossings here are smaller than on the Mara, but the river is known for its large crocodiles. The rut is in full swing too: at night you may hear the grunting of males competing for females. Towards the end of July the leading herds push north.</p>' +
      '<h2>Late July to October: the Mara River crossings</h2>' +
      '<p>This is the season that made the migration famous. In the northern Serengeti, around Kogatende, the herds gather on the banks of the Mara River, hesitate, sometimes for hours, and then pour across in a chaotic rush past waiting crocodiles. Crossings happen back and forth throughout the season as the herds move between Tanzania and Kenya, and nobody can predict exactly when or where the next one will start.</p>' +
      '<p>Patience is the secret. If crossings are your priority, plan at least three nights in the north and spend long days by the river rather than rushing between sightings. This is also the busiest and most expensive time of year, so the best-placed camps are often booked many months ahead.</p>' +
      '<h2>November: the return south</h2>' +
      '<p>When the short rains arrive, the herds turn south again down the eastern side of the park, through the Lobo area and the central Serengeti, heading back to the southern plains to complete the loop. November is quiet and underrated: the herds are on the move, the camps are calmer and you may have a sighting entirely to yourself.</p>' +
      '<h2>How to plan around the herds</h2>' +
      '<ul>' +
      '<li><strong>Decide what you most want to see.</strong> Calving and predator action point to February; river crossings to August and September; solitude and green landscapes to April, May or November.</li>' +
      '<li><strong>Stay close to the action.</strong> Several mobile and seasonal camps move with the herds, which saves long daily drives.</li>' +
      '<li><strong>Consider flying.</strong> The northern Serengeti is a long drive from Arusha; a light-aircraft flight saves most of a day each way. Pack a soft bag and keep to the luggage limit of the small planes.</li>' +
      '<li><strong>Don’t forget the rest of the park.</strong> Resident lions, leopards and elephants around Seronera are there all year, migration or not.</li>' +
      '<li><strong>Stay flexible.</strong> A good guide follows the latest sightings from other guides and rangers, not a fixed plan made months earlier.</li>' +
      '</ul>' +
      '<h2>Where to start</h2>' +
      '<p>Our <a href="/safari-packages">safari packages</a> include a 7-Day Great Migration Safari that we adapt to the month you travel, and classic routes that combine the <a href="/destinations/serengeti">Serengeti</a> with the Ngorongoro Crater and <a href="/destinations/tarangire">Tarangire</a>. The <a href="/faq">FAQ</a> answers the most common questions about timing. Or simply <a href="/inquiry">tell us your dates</a>: our planners in Brussels and Dar es Salaam will tell you honestly where the herds are likely to be, and whether another month would suit you better.</p>',
    author: 'Baraka Mollel',
    category: 'Wildlife',
    publishedOn: '2026-01-14',
    readMinutes: 4,
    featured: true,
    art: { motif: 'savanna', palette: ['#f8b26a', '#b99a5b', '#c1440e'], label: 'Great Migration' },
  },
  {
    slug: 'choosing-a-kilimanjaro-route',
    title: 'Choosing Your Kilimanjaro Route: Marangu, Machame, Lemosho, Rongai or the Northern Circuit',
    excerpt:
      'Every route leads to the same 5,895 m summit, but they differ in scenery, crowds and, above all, acclimatisation. A head guide explains how to choose.',
    bodyHtml:
      '<p>Kilimanjaro is the highest mountain in Africa and the tallest free-standing mountain in the world, yet you need no ropes or climbing experience to stand on Uhuru Peak at 5,895 m. The real challenge is altitude. Which route you take, and above all how many days you spend on it, shapes your scenery, your comfort and your chances of reaching the top feeling well.</p>' +
      '<h2>Why the number of days matters most</h2>' +
      '<p>Your body needs time to adjust to thinner air. Guides follow the rule <strong>climb high, sleep low</strong>: walk up to a higher point during the day, then descend to sleep. Extra days give your body more time to adapt, and fitness is no protection against altitude sickness; fit young hikers who rush are often the ones who struggle. If your budget and holiday allow it, choose an itinerary of at least seven days.</p>' +
      '<h2>Marangu: the hut route</h2>' +
      '<p>Marangu climbs from the south-east and is the only route with sleeping huts instead of tents, which many climbers appreciate in the rainy months. It uses the same path up and down, so the scenery varies less, and its shortest version gives little time to acclimatise. If you choose Marangu, take the six-day version with an extra night at Horombo Hut. Summit night starts from Kibo Hut and reaches the crater rim at Gilman’s Point before continuing to Uhuru Peak.</p>' +
      '<h2>Machame: scenic and popular</h2>' +
      '<p>Nicknamed the Whiskey Route, Machame is the most popular way up, and for good reason. It climbs through lush rainforest, crosses the Shira Plateau, visits Lava Tower at about 4,600 m before dropping to Barranco Camp to sleep, then scrambles up the Barranco Wall, a steep but non-technical climb where you use your hands. Summit night leaves from Barafu Camp. The seven-day version is far better for acclimatisation than the six-day one. The main drawback is that it can be busy in peak season.</p>' +
      '<h2>Lemosho: a quiet start and wonderful views</h2>' +
      '<p>Lemosho approaches from the west through remote forest where you may see colobus monkeys, then crosses the whole Shira Plateau with wide views of Kibo, the summit cone. It joins the Machame trail near Lava Tower. Over eight days it offers one of the best acclimatisation profiles on the mountain, with fewer people in the first days. It costs a little more because of the extra day and the longer drive to the trailhead.</p>' +
      '<h2>Rongai: from the north</h2>' +
      '<p>Rongai starts near the Kenyan border on the drier northern side, which makes it a good choice in the rainy months. The gradient is gentle and the trail quiet, though the scenery is less dramatic than on the southern routes. You descend by the Marangu route, so you see two sides of the mountain.</p>' +
      '<h2>Northern Circuit: the longest and quietest</h2>' +
      '<p>The Northern Circuit begins like Lemosho and then circles the remote northern slopes before the summit, with views over the plains towards Kenya. At nine days it is the longest route, spends the most time at altitude and gives your body the best chance to acclimatise. It is also the quietest: on some days you will barely see another group.</p>' +
      '<h2>And Umbwe?</h2>' +
      '<p>Umbwe is steep, direct and short. We recommend it only to experienced hikers who are already acclimatised, for example after climbing <a href="/destinations/mount-meru">Mount Meru</a>, Tanzania’s second highest mountain, the week before.</p>' +
      '<h2>Summit night, whatever the route</h2>' +
      '<p>Every route ends with the same long night. You start around midnight, climb slowly by headlamp in temperatures well below freezing, reach the crater rim at Stella Point or Gilman’s Point around sunrise and continue along the rim to Uhuru Peak. Then comes a long descent, usually to a camp far below. It is the hardest day of most people’s lives and one of the most rewarding.</p>' +
      '<h2>Our recommendations in short</h2>' +
      '<ul>' +
      '<li><strong>First high-altitude trek, want scenery:</strong> Machame in seven days or Lemosho in eight.</li>' +
      '<li><strong>Want the best chance to acclimatise and fewer people:</strong> the Northern Circuit in nine days.</li>' +
      '<li><strong>Climbing in the rainy months:</strong> Rongai, or Marangu for the huts.</li>' +
      '<li><strong>Short on time:</strong> add a day rather than choose a faster route; the extra day is the best investment you can make.</li>' +
      '<li><strong>Best seasons:</strong> January to early March and June to October are usually the driest months.</li>' +
      '</ul>' +
      '<p>Our guides carry oxygen and a pulse oximeter on every climb and check each climber twice a day. Compare the itineraries on our <a href="/kilimanjaro-packages">Kilimanjaro packages</a> page, read about the <a href="/destinations/kilimanjaro">mountain itself</a>, or <a href="/inquiry">ask us</a> which route fits your experience and your dates.</p>',
    author: 'Joseph Massawe',
    category: 'Adventure',
    publishedOn: '2026-01-30',
    readMinutes: 4,
    featured: false,
    art: { motif: 'mountain', palette: ['#2f4b7c', '#4f6d3a', '#ffa600'], label: 'Kilimanjaro Routes' },
  },
  {
    slug: 'what-to-pack-for-a-tanzania-safari',
    title: 'What to Pack for a Tanzania Safari (and How to Fit It in 15 kg)',
    excerpt:
      'Light aircraft allow about 15 kg in a soft bag. Our planners share the packing list they give every guest, from neutral layers to binoculars and spare batteries.',
    bodyHtml:
      '<p>Packing for a safari is easier than it looks. Most lodges and camps offer a laundry service, the dress code is relaxed everywhere, and you will spend most of your days in a vehicle. The one real constraint is weight: if your itinerary includes a flight in a small aircraft, you will need to travel light.</p>' +
      '<h2>Luggage limits on bush flights</h2>' +
      '<p>Light aircraft serving the parks usually allow <strong>15 kg per person, including hand luggage and camera gear</strong>. Bags must be soft, such as a duffel without wheels or a rigid frame, so they can be squeezed into the small hold. If you are combining a safari with a beach stay or a Kilimanjaro climb, we can store extra luggage at your hotel in Arusha or send it ahead. Even if you travel entirely by road, a soft bag is easier to load into a safari vehicle than a hard suitcase.</p>' +
      '<h2>Clothes</h2>' +
      '<ul>' +
      '<li><strong>Neutral colours.</strong> Khaki, beige, olive and light brown blend into the landscape and hide dust. Avoid dark blue and black, which attract tsetse flies in some parks, and leave bright white for the lodge.</li>' +
      '<li><strong>No camouflage.</strong> Military-style camouflage clothing is not appropriate for civilians in Tanzania, so leave it at home.</li>' +
      '<li><strong>Layers.</strong> Mornings and evenings can be surprisingly cold, especially on the rim of the Ngorongoro Crater, which lies at over 2,000 m. Pack a warm fleece or light down jacket and a windproof layer, then strip down as the day warms up.</li>' +
      '<li><strong>Long sleeves and trousers</strong> in light fabric for the evenings, when mosquitoes are most active.</li>' +
      '<li><strong>A wide-brimmed hat, sunglasses and a buff or scarf</strong> against sun and dust on open game drives.</li>' +
      '<li><strong>Comfortable closed shoes</strong> for walks and sandals for camp. Heavy hiking boots are only needed if you are also climbing.</li>' +
      '<li><strong>Swimwear</strong>, as many lodges have a pool.</li>' +
      '</ul>' +
      '<p>Three or four changes of clothes are plenty for a week if you use the laundry. Note that some camps do not wash underwear for cultural reasons, so a small bottle of travel wash is useful.</p>' +
      '<h2>Gear that makes a difference</h2>' +
      '<ul>' +
      '<li><strong>Binoculars, ideally one pair per person.</strong> They transform birdwatching and distant sightings, and sharing one pair in an exciting moment is frustrating.</li>' +
      '<li><strong>Camera, spare batteries and memory cards.</strong> Most vehicles and camps have charging points, but power can be limited in remote camps, so a power bank helps.</li>' +
      '<li><strong>Plug adaptor.</strong> Tanzania mostly uses the British three-pin plug (type G) at 230 volts, with some older sockets of type D.</li>' +
      '<li><strong>A headlamp or small torch</strong> for tented camps after dark.</li>' +
      '<li><strong>A reusable water bottle.</strong> Many camps provide filtered water to refill it.</li>' +
      '<li><strong>Dry bags or fabric pouches</strong> to protect cameras and phones from dust.</li>' +
      '</ul>' +
      '<h2>Health and personal items</h2>' +
      '<p>Keep any prescription medicine, including antimalarials if your travel clinic has recommended them, in your hand luggage with a copy of the prescription. Add insect repellent, high-factor sunscreen, lip balm, hand sanitiser, any personal first-aid items and spare glasses or contact lenses. Lodges sell very little, and the nearest pharmacy may be hours away.</p>' +
      '<h2>Documents and money</h2>' +
      '<p>Carry your passport, visa confirmation, travel insurance details and, if you need one, your yellow fever certificate together in your hand luggage, with photos of each on your phone. US dollars are widely accepted for tips and extras; bring clean notes printed in 2009 or later, as older ones are often refused, and plenty of small denominations.</p>' +
      '<h2>What to leave at home</h2>' +
      '<ul>' +
      '<li><strong>Plastic carrier bags.</strong> Single-use plastic bags are banned in Tanzania and may be confiscated on arrival, so remove them from your luggage before you leave.</li>' +
      '<li><strong>Drones.</strong> Flying a drone in national parks needs special permits, so it is simpler not to bring one.</li>' +
      '<li><strong>Expensive jewellery</strong> and anything you would hate to lose.</li>' +
      '<li><strong>Too many clothes.</strong> Everyone packs too much the first time.</li>' +
      '</ul>' +
      '<p>Have a look at the <a href="/faq">FAQ</a> for more on visas, tipping and money, browse our <a href="/safari-packages">safari packages</a> to see which ones include light-aircraft flights, or <a href="/contact-us">contact our team</a> if you have a question about a specific item.</p>',
    author: 'Sophie Claes',
    category: 'Travel Tips',
    publishedOn: '2026-02-18',
    readMinutes: 4,
    featured: false,
    art: { motif: 'savanna', palette: ['#e9d8a6', '#94a36b', '#bb3e03'], label: 'Safari Packing' },
  },
  {
    slug: 'zanzibar-beyond-the-beach',
    title: 'Zanzibar Beyond the Beach: Stone Town, Spice Farms, Jozani Forest and Responsible Snorkelling',
    excerpt:
      'Zanzibar is far more than white sand. How to spend a few days exploring Stone Town, the spice farms and Jozani forest, and how to snorkel without harming the reef.',
    bodyHtml:
      '<p>Most visitors come to Zanzibar for the beaches, and they are every bit as lovely as the photographs. But the island has centuries of history, a unique Swahili culture, fragrant spice plantations and forests with monkeys found nowhere else. Give yourself at least two or three days away from the sunbed and you will understand Zanzibar far better.</p>' +
      '<h2>Stone Town: getting lost on purpose</h2>' +
      '<p>The old quarter of Zanzibar City, <a href="/destinations/stone-town">Stone Town</a>, is a UNESCO World Heritage Site and one of the finest surviving Swahili trading towns on the East African coast. Its narrow lanes are lined with coral-stone houses, mosques, temples, balconies and the famous carved wooden doors, whose designs reflect African, Arab and Indian influences.</p>' +
      '<p>The best way to see it is on foot with a local guide for the first morning, then on your own. Our favourite moments:</p>' +
      '<ul>' +
      '<li><strong>The Old Fort and the seafront</strong>, where the dhows come and go.</li>' +
      '<li><strong>Darajani market</strong> in the morning, for fish, fruit and spices piled high.</li>' +
      '<li><strong>The Anglican Cathedral</strong>, built on the site of the former slave market, with a moving memorial and exhibition. It is a sobering and essential visit.</li>' +
      '<li><strong>Forodhani Gardens</strong> at sunset, when food stalls fire up their grills and families come out to stroll.</li>' +
      '<li><strong>A rooftop at dusk</strong>, listening to the call to prayer across the town.</li>' +
      '</ul>' +
      '<p>Stone Town is a living, largely Muslim community, not an open-air museum. Cover shoulders and knees when walking around, ask before photographing people, and during Ramadan avoid eating, drinking or smoking in the street during daylight hours.</p>' +
      '<h2>A morning on a spice farm</h2>' +
      '<p>Zanzibar has long been known as the Spice Island, and cloves in particular shaped its history. A guided walk on a spice farm is one of the simplest pleasures on the island. You will taste and smell cloves, nutmeg with its bright red mace, cinnamon bark, vanilla, black pepper, lemongrass and cardamom straight from the plant, and usually end with fresh tropical fruit. Farm visits are a good way to support local families: buy your spices there rather than at the airport.</p>' +
      '<h2>Jozani forest and the red colobus</h2>' +
      '<p>In the centre of the island, <a href="/destinations/jozani-forest">Jozani Chwaka Bay National Park</a> protects the largest remaining indigenous forest on Zanzibar and the home of the <strong>Zanzibar red colobus</strong>, a monkey found only on the island. The groups near the paths are used to people, so you can watch them at close range, but please keep your distance, never feed them and never touch them; human illnesses can spread to them. A boardwalk through the nearby mangroves shows how these trees protect the coast and shelter young fish.</p>' +
      '<h2>Snorkelling without harming the reef</h2>' +
      '<p>The reefs around Mnemba Atoll, off the north-east coast, and the Menai Bay area in the south are beautiful, and they are under pressure from heavy boat traffic, careless swimmers and warming seas. A few habits make a real difference:</p>' +
      '<ul>' +
      '<li><strong>Never stand on or touch coral.</strong> It is a living animal and breaks easily. If you are not a confident swimmer, ask for a life vest so you can float calmly.</li>' +
      '<li><strong>Control your fins</strong> and stay horizontal near the reef, so you do not kick the coral or stir up sand.</li>' +
      '<li><strong>Do not feed fish</strong> or collect shells, starfish or coral, and do not buy them as souvenirs.</li>' +
      '<li><strong>Cover up.</strong> A rash vest protects you from the sun and means less sunscreen in the water; choose a mineral sunscreen where you can.</li>' +
      '<li><strong>Choose your boat operator carefully.</strong> Good operators brief you before entering the water, use moorings instead of dropping anchor on the reef, and keep a respectful distance from dolphins and turtles rather than chasing them.</li>' +
      '</ul>' +
      '<p>Dolphin trips from Kizimkazi are popular, but in busy periods several boats can crowd the same pod. If you go, go early, with an operator who keeps its distance and does not encourage guests to jump in on top of the animals.</p>' +
      '<h2>Other ideas for a day off the beach</h2>' +
      '<ul>' +
      '<li><strong>Prison Island (Changuu)</strong>, a short boat ride from Stone Town, home to a colony of giant tortoises.</li>' +
      '<li><strong>A sunset dhow cruise</strong> from Stone Town or Nungwi.</li>' +
      '<li><strong>A village walk</strong> with a local guide, to see seaweed farming, fishing and daily life on the east coast.</li>' +
      '<li><strong>A Swahili cooking class</strong>, often starting with a visit to the market.</li>' +
      '</ul>' +
      '<h2>Putting it together</h2>' +
      '<p>A good rhythm is two nights in Stone Town followed by several nights on the coast, with day trips from there. Our <a href="/zanzibar-packages">Zanzibar packages</a> combine Stone Town with the beaches, and many guests add the island after a safari; find out more about <a href="/destinations/zanzibar">Zanzibar</a> or <a href="/inquiry">ask us</a> to build the days around your interests.</p>',
    author: 'Amina Said',
    category: 'Beach',
    publishedOn: '2026-03-09',
    readMinutes: 4,
    featured: false,
    art: { motif: 'village', palette: ['#fbe7c6', '#b5651d', '#1b998b'], label: 'Stone Town' },
  },
  {
    slug: 'meeting-the-maasai-respectfully',
    title: 'Meeting the Maasai Respectfully: Etiquette, Photos and Choosing a Good Visit',
    excerpt:
      'A Maasai village visit can be a highlight or an awkward show. How to choose a community-led visit, greet people, ask before taking photos and give in ways that help.',
    bodyHtml:
      '<p>The Maasai are among the best-known peoples of East Africa, and many travellers hope to meet them during a safari. Done well, a visit to a Maasai homestead is a warm and eye-opening exchange. Done badly, it can feel like a staged performance for cameras. The difference lies in how the visit is organised and in how we behave as guests.</p>' +
      '<h2>A living culture, not a museum</h2>' +
      '<p>The Maasai live in northern Tanzania and southern Kenya and speak Maa, as well as Swahili. Cattle are at the heart of their culture: they are wealth, food, a source of status and the subject of countless songs and ceremonies. Many families still live in homesteads of low houses built by the women from wood, mud and dung, surrounded by a thorn fence that protects the livestock at night.</p>' +
      '<p>At the same time, Maasai life is changing fast. You will meet herders with mobile phones, children in school uniforms and young people studying in Arusha or working in tourism. Please do not expect, or ask for, a picture of an untouched past. The most interesting conversations are often about exactly these changes: land, education, drought and the future of herding.</p>' +
      '<h2>Choosing a visit</h2>' +
      '<p>Not all village visits are equal. A good visit is arranged with the community itself, with an entrance fee that goes to the village and its projects, and with time to talk rather than a quick tour followed by a hard sell. Our guides work with communities around the <a href="/destinations/ngorongoro">Ngorongoro Conservation Area</a> and <a href="/destinations/lake-natron">Lake Natron</a>, where Maasai families have long shared the land with wildlife.</p>' +
      '<p>A typical visit includes a welcome song and dance, when the young men may show off their famous high jumps, a look inside a house, an explanation of family life and herding, and time at the beadwork market, where the women sell their jewellery.</p>' +
      '<h2>Greetings and manners</h2>' +
      '<ul>' +
      '<li><strong>Greet first.</strong> A simple “Jambo” or “Habari” in Swahili is fine with anyone. For elders, the respectful Swahili greeting is “Shikamoo”, answered with “Marahaba”. Your hosts will appreciate any effort.</li>' +
      '<li><strong>Follow your host.</strong> Enter a house or an enclosure only when invited. Inside it is dark and often smoky from the cooking fire; let your eyes adjust and sit where you are shown.</li>' +
      '<li><strong>Dress modestly.</strong> Covered shoulders and knees are appreciated, for men as well as women.</li>' +
      '<li><strong>Join in if invited</strong>, and do not worry about looking silly in the dance. Laughter is part of the welcome.</li>' +
      '<li><strong>Ask questions with genuine curiosity</strong>, and be ready to answer some about your own life too.</li>' +
      '</ul>' +
      '<h2>Photos: always ask first</h2>' +
      '<p>This is the most important rule. Always ask before photographing anyone, and accept a no with a smile. During an organised visit, photography is usually welcome, but check with your guide, and ask individuals before close-up portraits. Outside organised visits, for example when you pass herders on the road, do not photograph people from the vehicle without permission. Some may ask for a small payment for a portrait; that is their right, and your guide can tell you what is fair.</p>' +
      '<p>A good habit: show people the pictures you have taken of them. It often turns a photo into a conversation.</p>' +
      '<h2>Gifts, money and buying crafts</h2>' +
      '<ul>' +
      '<li><strong>Do not hand out sweets, pens or money to children.</strong> It encourages children to beg from passing vehicles and to miss school. If you would like to help, ask us about supporting a school or community project through the proper channels.</li>' +
      '<li><strong>Buy beadwork directly from the women who make it.</strong> Bargaining is normal, but keep it friendly and remember what a small difference to you can mean to the seller.</li>' +
      '<li><strong>Tip through your guide</strong> if you would like to thank someone who took time to explain things to you.</li>' +
      '</ul>' +
      '<h2>Beyond the village visit</h2>' +
      '<p>Some of the best encounters happen away from organised visits: a walk with a Maasai guide who points out medicinal plants, a conversation with a herder at a water point, or a cup of tea at a roadside stop. Our driver-guides, several of whom grew up in pastoralist communities, are happy to interpret and explain.</p>' +
      '<p>Our 2-Day Maasai Village and Lake Natron Tour and other <a href="/all-packages">packages</a> include a community visit, and cultural stops can be added to any safari. <a href="/inquiry">Tell us what interests you</a> and we will suggest the right place.</p>',
    author: 'Joshua Lemayian',
    category: 'Culture',
    publishedOn: '2026-03-31',
    readMinutes: 4,
    featured: false,
    art: { motif: 'village', palette: ['#f2cc8f', '#a0522d', '#c1121f'], label: 'Maasai Boma' },
  },
  {
    slug: 'wildlife-photography-tips-for-your-first-safari',
    title: 'Wildlife Photography Tips for Your First Safari',
    excerpt:
      'Which lens to bring, why a bean bag beats a tripod, how to use the golden hours and the ethics every safari photographer should follow.',
    bodyHtml:
      '<p>A safari is one of the most photogenic trips you can take, and you do not need professional equipment to come home with pictures you love. What matters most is being ready, understanding the light and being patient. Here is the advice our guides give to first-time safari photographers.</p>' +
      '<h2>What to bring</h2>' +
      '<ul>' +
      '<li><strong>A zoom lens.</strong> A range of roughly 100–400 mm (or 70–300 mm) on a mirrorless or DSLR camera covers most situations, from a lion beside the track to a distant cheetah. A bridge camera with a long zoom is a light, affordable alternative.</li>' +
      '<li><strong>A wider lens or your phone</strong> for landscapes, camp life and animals close to the vehicle. Modern phones are excellent in good light.</li>' +
      '<li><strong>A bean bag instead of a tripod.</strong> There is no room for a tripod in a vehicle, but a bean bag on the window frame or roof hatch steadies even a heavy lens. Bring it empty and fill it with rice or beans on arrival.</li>' +
      '<li><strong>Spare batteries and memory cards.</strong> You will take far more pictures than you expect.</li>' +
      '<li><strong>A blower and a lens cloth.</strong> Dust is everywhere. Avoid changing lenses in the open vehicle, and keep your camera in a bag or under a cloth between sightings.</li>' +
      '</ul>' +
      '<h2>Settings that work</h2>' +
      '<p>If you are comfortable with your camera, shutter priority or manual mode with automatic ISO works well. Use a fast shutter speed, around 1/1000 s or faster, for moving animals and even faster for birds in flight. Switch to continuous autofocus and burst mode when something is about to happen, and focus on the eyes: if the eyes are sharp, the picture usually works.</p>' +
      '<p>Practise at home before you leave. The moment a leopard comes down from a tree is not the time to look for a setting in the menu.</p>' +
      '<h2>Light: the golden hours</h2>' +
      '<p>Near the equator the sun rises and sets quickly and climbs high during the day. The first and last two hours of daylight give warm, soft light and long shadows, and they are also when animals are most active. That is why game drives start early. The harsh midday light is better spent watching behaviour, photographing in black and white or resting at camp.</p>' +
      '<p>Tell your guide what you are trying to photograph. A good guide will position the vehicle with the sun behind you, anticipate where an animal is heading and switch off the engine to stop vibrations.</p>' +
      '<h2>Composition</h2>' +
      '<ul>' +
      '<li><strong>Get low.</strong> Shooting from a lower window rather than the roof hatch gives a more intimate, eye-level view.</li>' +
      '<li><strong>Leave space</strong> in front of a moving or looking animal.</li>' +
      '<li><strong>Show the habitat.</strong> An elephant small in the frame beneath a baobab in <a href="/destinations/tarangire">Tarangire</a>, or zebras against the walls of the <a href="/destinations/ngorongoro">Ngorongoro Crater</a>, often tells a stronger story than a tight portrait.</li>' +
      '<li><strong>Watch the background.</strong> A small change of angle can remove a distracting branch or another vehicle.</li>' +
      '<li><strong>Wait for behaviour.</strong> Yawning lions, playing cubs and a bird taking off are worth the wait. Patience is the photographer’s best lens.</li>' +
      '</ul>' +
      '<h2>The ethics of safari photography</h2>' +
      '<p>No photograph is worth disturbing an animal or damaging its habitat. Please follow these rules, and expect your guide to follow them too:</p>' +
      '<ul>' +
      '<li><strong>Stay on the tracks.</strong> Off-road driving is not allowed in most Tanzanian national parks; it damages the grassland and stresses wildlife.</li>' +
      '<li><strong>Keep your distance</strong> and let animals choose how close they come. If an animal changes its behaviour because of you, you are too close.</li>' +
      '<li><strong>Stay quiet.</strong> No calling, whistling or banging on the vehicle to make an animal look up.</li>' +
      '<li><strong>No flash</strong> at night, and no spotlighting where it is not permitted.</li>' +
      '<li><strong>No drones</strong> without the special permits required in national parks.</li>' +
      '<li><strong>Share sightings.</strong> Give other vehicles their turn and do not block an animal’s path, especially at river crossings and kills.</li>' +
      '<li><strong>Ask before photographing people</strong>, always.</li>' +
      '</ul>' +
      '<h2>Put the camera down sometimes</h2>' +
      '<p>Finally, remember to look with your own eyes. Some of the best safari memories are the sounds and smells of the bush and the moment a herd of elephants walks silently past the vehicle. Take the picture, then lower the camera and enjoy it.</p>' +
      '<p>Our <a href="/safari-packages">safari packages</a> use vehicles with pop-up roofs and window seats for every guest, and on request we can arrange a private vehicle so you can wait as long as you like at a sighting. <a href="/inquiry">Let us know</a> if photography is your priority.</p>',
    author: 'Emmanuel Kimaro',
    category: 'Photography',
    publishedOn: '2026-04-22',
    readMinutes: 4,
    featured: false,
    art: { motif: 'savanna', palette: ['#ffcf99', '#8a817c', '#2d3142'], label: 'Golden Hour' },
  },
  {
    slug: 'tanzania-seasons-explained',
    title: 'Tanzania’s Seasons Explained: Dry Season, Long Rains, Short Rains and Green Season Value',
    excerpt:
      'There is no bad time to visit Tanzania, only different experiences. How the dry season, the long and short rains and the green season affect safaris, climbs and beaches.',
    bodyHtml:
      '<p>Tanzania lies just south of the equator, so it has no summer and winter in the European sense. Instead the year is shaped by rain: two rainy seasons and two drier ones. Altitude matters as much as the month: the coast is hot and humid all year, while the highlands around the Ngorongoro Crater and Arusha can be cool, and nights on Kilimanjaro are freezing in every season.</p>' +
      '<p>The pattern below is typical for the north of the country, where most safaris take place. Rainfall varies from year to year, and climate change is making the seasons less predictable.</p>' +
      '<h2>June to October: the long dry season</h2>' +
      '<p>This is the classic safari season. The vegetation thins out, water becomes scarce and animals gather around rivers and water holes, making them easier to find. Days are sunny and pleasantly warm; early mornings and evenings are cool, so bring a fleece. In the Serengeti, the Great Migration reaches the Western Corridor and then the northern Serengeti for the Mara River crossings.</p>' +
      '<p>The downside is popularity. July and August coincide with European school holidays, lodges fill up and prices are at their highest, so book early.</p>' +
      '<h2>November and December: the short rains</h2>' +
      '<p>The short rains usually arrive in November and continue into December. They tend to come as afternoon or evening showers rather than days of continuous rain, and the landscape turns green again within days. Migratory birds arrive from Europe and Asia, and the wildebeest herds move back south. Prices are lower than in the dry season, except around Christmas and New Year.</p>' +
      '<h2>January and February: the short dry season</h2>' +
      '<p>A warm, green and often sunny interlude. The herds gather on the southern Serengeti plains for the calving season, which attracts predators, and the parks are quieter than in July and August. This is also one of the best windows to climb Kilimanjaro and a lovely time on the beaches of Zanzibar.</p>' +
      '<h2>March to May: the long rains</h2>' +
      '<p>The heaviest rain usually falls in April and May. Some tracks become muddy, some seasonal camps close, and a few remote areas are difficult to reach. Yet it is far from a write-off: rain often falls in heavy bursts with sunshine between them, the landscapes are spectacular, and you will share sightings with very few vehicles.</p>' +
      '<h2>Why consider the green season</h2>' +
      '<ul>' +
      '<li><strong>Lower prices.</strong> Many lodges offer their best rates in the green season, often allowing a higher class of accommodation for the same budget.</li>' +
      '<li><strong>Fewer people.</strong> Popular areas such as the Ngorongoro Crater are much calmer.</li>' +
      '<li><strong>New life.</strong> Many animals give birth after the rains, and young animals attract predators.</li>' +
      '<li><strong>Birds and skies.</strong> Birdwatching is at its best, and stormy skies make for dramatic photographs.</li>' +
      '</ul>' +
      '<p>The trade-offs are real: more insects, occasional muddy roads and a little uncertainty. Flexible travellers with a sense of adventure are usually delighted.</p>' +
      '<h2>Beyond the northern parks</h2>' +
      '<ul>' +
      '<li><strong>Southern and western parks.</strong> <a href="/destinations/ruaha">Ruaha</a>, <a href="/destinations/nyerere-selous">Nyerere</a> and <a href="/destinations/katavi">Katavi</a> are at their best in the dry season, from June to October. Many camps there close during the long rains.</li>' +
      '<li><strong>Kilimanjaro.</strong> The driest and most popular climbing months are January to early March and June to October. Climbing in the rainy months is possible but wetter and colder.</li>' +
      '<li><strong>Zanzibar and the coast.</strong> Hot and humid all year. June to October is dry and breezy, December to February hot and sunny; some smaller hotels close in April and May.</li>' +
      '</ul>' +
      '<h2>The year at a glance</h2>' +
      '<ul>' +
      '<li><strong>January–February:</strong> calving in the southern Serengeti, good climbing, beach weather.</li>' +
      '<li><strong>March–May:</strong> long rains, green season rates, quiet parks.</li>' +
      '<li><strong>June–October:</strong> dry season, peak game viewing, Mara River crossings, busiest months.</li>' +
      '<li><strong>November–December:</strong> short rains, migration heading south, good value before the holidays.</li>' +
      '</ul>' +
      '<p>Our packages are priced for low and high season, which you can compare on the <a href="/all-packages">all packages</a> page. The <a href="/faq">FAQ</a> covers weather by destination, and our planners are happy to help you <a href="/inquiry">choose the right month</a> for what you want to see.</p>',
    author: 'Pieter Vermeulen',
    category: 'Travel Tips',
    publishedOn: '2026-05-14',
    readMinutes: 4,
    featured: false,
    art: { motif: 'lake', palette: ['#9bb1c8', '#5b7553', '#e07a5f'], label: 'Green Season' },
  },
  {
    slug: 'preparing-for-kilimanjaro-training-and-summit-night',
    title: 'Preparing for Kilimanjaro: Training, Kit and Getting Through Summit Night',
    excerpt:
      'You do not need to be an athlete to climb Kilimanjaro, but preparation pays off. How to train, what to wear on summit night and how to look after yourself at altitude.',
    bodyHtml:
      '<p>Every year people of all ages and backgrounds reach Uhuru Peak, the 5,895 m summit of Kilimanjaro. Most of them are not athletes. What they have in common is good preparation, a sensible route with enough days, and the patience to walk slowly. Here is what our mountain guides wish every climber knew before arriving in Moshi.</p>' +
      '<h2>Training: walk, walk and walk again</h2>' +
      '<p>The best training for a long trek is hiking. Aim to start at least two to three months before your climb and build up gradually.</p>' +
      '<ul>' +
      '<li><strong>Long walks with a daypack</strong> of a few kilos, ideally on hills. Work up to walks of five or six hours.</li>' +
      '<li><strong>Back-to-back days.</strong> On the mountain you walk every day for a week or more. Two long walks on consecutive days at the weekend are better preparation than one heroic outing.</li>' +
      '<li><strong>Stairs and slopes.</strong> If you live somewhere flat, like much of Belgium, stairs, a treadmill on an incline or a stepper will strengthen your legs for the climb and, just as importantly, for the long descent.</li>' +
      '<li><strong>Break in your boots.</strong> Wear them on your training walks so they are comfortable long before you arrive.</li>' +
      '</ul>' +
      '<p>If you have a medical condition, are taking regular medication or have any doubt about your fitness, see your doctor before you book. Tell us about it too, so your guides know.</p>' +
      '<h2>Pole pole: the art of walking slowly</h2>' +
      '<p>You will hear “pole pole”, Swahili for “slowly, slowly”, many times a day. Walking slower than feels necessary, especially in the first days, helps your body adapt to the altitude. Let the guide set the pace, breathe steadily and avoid racing ahead. Drink regularly, as the air is dry and you lose a lot of water through breathing; your guide will encourage you to drink around three litres a day. Eat even when you are not hungry: your body needs the energy.</p>' +
      '<h2>Altitude: be honest with your guide</h2>' +
      '<p>Headaches, poor sleep, loss of appetite and breathlessness are common at altitude. Most climbers experience some of them. What matters is telling your guide honestly how you feel. Our guides check every climber twice a day with a pulse oximeter and will ask about symptoms; if these become serious, the right response is to descend, and we will never let ambition override safety. Some climbers take medication to help with acclimatisation; this is a question to discuss with your doctor or a travel clinic, not with the internet.</p>' +
      '<h2>What to wear on summit night</h2>' +
      '<p>Summit night starts around midnight and temperatures near the top are well below freezing, often with wind. Dressing in layers lets you adjust as you warm up or cool down:</p>' +
      '<ul>' +
      '<li><strong>Base layer</strong> of merino or synthetic fabric, never cotton.</li>' +
      '<li><strong>One or two fleece or mid layers</strong>, plus a warm insulated jacket.</li>' +
      '<li><strong>Waterproof and windproof shell</strong> jacket and trousers.</li>' +
      '<li><strong>Warm hiking trousers</strong> over thermal leggings.</li>' +
      '<li><strong>Mittens with liner gloves</strong>; mittens keep fingers warmer than gloves.</li>' +
      '<li><strong>Warm hat and a buff or balaclava</strong>, plus warm socks.</li>' +
      '<li><strong>Headlamp with fresh batteries</strong>, kept in an inside pocket.</li>' +
      '</ul>' +
      '<p>Keep water from freezing by using an insulated bottle or carrying it upside down inside your pack, as the tubes of hydration bladders often freeze. Keep your phone and camera batteries warm in an inside pocket. Pack easy snacks you genuinely like; chocolate, nuts or sweets are worth their weight at five in the morning.</p>' +
      '<h2>The mental game</h2>' +
      '<p>Summit night is long, dark and cold, and at some point almost everyone wants to stop. Break it into small goals: the next rest, the next rock, the first light on the horizon. When the sun rises over the plains and you see the crater rim ahead, the hardest part is behind you. From Stella Point or Gilman’s Point, the walk along the rim to Uhuru Peak takes roughly one to two more hours, depending on where you reach it and how you feel.</p>' +
      '<p>Remember that the summit is only halfway. The descent is long and hard on the knees, so trekking poles are strongly recommended.</p>' +
      '<h2>Your mountain crew</h2>' +
      '<p>No one climbs Kilimanjaro alone. Guides, assistant guides, a cook and porters make each climb possible, carrying tents, food and your duffel bag. Park rules limit how much each porter may carry, so please keep your duffel light. We pay fair wages and provide proper equipment and food for our crew. Tips are an important part of their income; the <a href="/faq">FAQ</a> gives our recommended amounts.</p>' +
      '<h2>A final checklist</h2>' +
      '<ul>' +
      '<li>Choose a route with enough days, ideally seven or more.</li>' +
      '<li>Consider <a href="/destinations/mount-meru">Mount Meru</a> beforehand for extra acclimatisation.</li>' +
      '<li>Buy travel insurance that covers trekking to 6,000 m and helicopter evacuation.</li>' +
      '<li>Rent a warm sleeping bag or bring one rated well below freezing.</li>' +
      '<li>Arrive a day early in Moshi or Arusha to rest after your flight.</li>' +
      '</ul>' +
      '<p>Compare the routes on our <a href="/kilimanjaro-packages">Kilimanjaro packages</a> page, read about <a href="/destinations/kilimanjaro">the mountain</a> and <a href="/inquiry">get in touch</a> with any questions about your preparation.</p>',
    author: 'Joseph Massawe',
    category: 'Adventure',
    publishedOn: '2026-06-04',
    readMinutes: 5,
    featured: false,
    art: { motif: 'mountain', palette: ['#14213d', '#3c4f3a', '#fca311'], label: 'Summit Night' },
  },
  {
    slug: 'tanzania-health-visas-and-practicalities',
    title: 'Health, Visas and Practicalities: A Checklist Before You Fly to Tanzania',
    excerpt:
      'Passports, the e-visa, yellow fever certificates, malaria advice, Zanzibar’s travel insurance and money: the practical steps to sort out in the weeks before you travel.',
    bodyHtml:
      '<p>The paperwork for a trip to Tanzania is straightforward if you start early. This checklist covers what our Brussels team goes through with every traveller. Entry rules and health recommendations change from time to time, so always confirm the details with official sources and a travel health professional before you travel. Nothing here replaces personal medical advice.</p>' +
      '<h2>Passport</h2>' +
      '<p>Your passport should be valid for at least <strong>six months after the date you leave Tanzania</strong> and have at least two blank pages. Check this first: renewing a passport can take weeks.</p>' +
      '<h2>Visa</h2>' +
      '<p>Most visitors, including citizens of the EU, the UK and North America, need a visa. Apply online through the official Tanzania e-visa portal well in advance, ideally several weeks before departure, and carry a printed copy of the approval. Beware of unofficial websites that look official and charge extra fees. The same visa is valid for mainland Tanzania and Zanzibar. Check the current fee and conditions for your nationality on the official portal.</p>' +
      '<h2>Zanzibar travel insurance</h2>' +
      '<p>Since October 2024, every foreign visitor to Zanzibar must hold the government’s inbound travel insurance, bought online before arrival. It offers basic cover only, so it does not replace your own comprehensive travel insurance.</p>' +
      '<h2>Yellow fever certificate</h2>' +
      '<p>You need a valid yellow fever vaccination certificate only if you arrive from, or have transited for more than twelve hours through, a country with a risk of yellow fever transmission. This includes several neighbouring countries, such as Kenya and Uganda. Travellers flying directly from Europe do not normally need one. The rule catches people who combine a safari in Kenya with Tanzania, or who have a long layover in a risk country, so tell us your full route and check it with your travel clinic. The certificate is also checked on arrival in Zanzibar.</p>' +
      '<h2>Malaria and other health questions</h2>' +
      '<p>Malaria is present in most of Tanzania below high altitude, including the safari parks and Zanzibar. Visit a travel clinic or your doctor <strong>six to eight weeks before departure</strong>. They will advise whether you should take antimalarial tablets and which ones suit you, review your routine vaccinations and recommend any others for your trip. Bring a list of your current medication and your travel plans, including any Kilimanjaro climb, to the appointment.</p>' +
      '<p>Whatever you are advised, avoiding mosquito bites is always worthwhile:</p>' +
      '<ul>' +
      '<li>Use an effective insect repellent on exposed skin, especially from dusk.</li>' +
      '<li>Wear long sleeves and trousers in the evenings.</li>' +
      '<li>Sleep under a mosquito net where one is provided, and keep tent zips closed.</li>' +
      '</ul>' +
      '<p>If you develop a fever during or after your trip, see a doctor promptly and mention that you have been to Tanzania.</p>' +
      '<h2>Travel insurance</h2>' +
      '<p>Comprehensive travel insurance is essential. Check that it covers medical treatment, emergency evacuation, including by air from remote parks, and cancellation. If you are climbing Kilimanjaro, make sure trekking at altitudes up to 6,000 m is included, as many standard policies exclude it.</p>' +
      '<h2>Food and water</h2>' +
      '<p>Drink bottled or filtered water, which lodges and our vehicles provide, and use it to brush your teeth if you have a sensitive stomach. Food in lodges and camps is prepared with tourists in mind. Be more careful with street food: choose busy stalls where food is cooked fresh in front of you. Sun protection matters too; the equatorial sun is strong even when it feels cool.</p>' +
      '<h2>Money</h2>' +
      '<ul>' +
      '<li>The currency is the Tanzanian shilling, but US dollars are widely accepted for park fees, tips and hotels.</li>' +
      '<li>Bring clean US dollar notes printed in 2009 or later; older or damaged notes are often refused.</li>' +
      '<li>ATMs are available in Arusha, Moshi, Dar es Salaam and Stone Town, but not in the parks.</li>' +
      '<li>Larger hotels accept cards, sometimes with a surcharge. Tell your bank you are travelling.</li>' +
      '</ul>' +
      '<h2>Staying connected</h2>' +
      '<p>Mobile coverage is good in towns and patchy in the parks. Local SIM cards are inexpensive but must be registered with your passport at an official shop. Most lodges have Wi-Fi, sometimes only in the main area.</p>' +
      '<h2>Your countdown</h2>' +
      '<ul>' +
      '<li><strong>Three months before:</strong> check your passport, book travel insurance.</li>' +
      '<li><strong>Six to eight weeks before:</strong> travel clinic appointment.</li>' +
      '<li><strong>Several weeks before:</strong> apply for your e-visa and, if visiting Zanzibar, buy the Zanzibar insurance.</li>' +
      '<li><strong>One week before:</strong> collect US dollars in small notes, print your documents, save copies on your phone.</li>' +
      '</ul>' +
      '<p>Our <a href="/faq">FAQ</a> answers many more practical questions. If something is unclear, <a href="/contact-us">contact our offices</a> in Brussels or Dar es Salaam, or <a href="/inquiry">start planning your trip</a> with us.</p>',
    author: 'Sophie Claes',
    category: 'Travel Tips',
    publishedOn: '2026-06-25',
    readMinutes: 4,
    featured: false,
    art: { motif: 'forest', palette: ['#d9ed92', '#34a0a4', '#ee6c4d'], label: 'Before You Fly' },
  },
  {
    slug: 'the-big-five-and-where-to-find-them',
    title: 'The Big Five in Tanzania and Where to Find Them',
    excerpt:
      'Lion, leopard, elephant, buffalo and rhino: where each of the Big Five is most likely to be seen in Tanzania, and why the rest of the cast deserves your attention too.',
    bodyHtml:
      '<p>The term “Big Five” was coined by big-game hunters for the five animals considered most dangerous to hunt on foot: lion, leopard, elephant, buffalo and rhino. Today they are hunted only with cameras, and seeing all five remains a goal for many first-time visitors. Tanzania’s northern circuit is one of the best places in Africa to try. Here is where our guides look for each of them.</p>' +
      '<h2>Lion</h2>' +
      '<p>The <a href="/destinations/serengeti">Serengeti</a> is lion country. The area around Seronera in the centre of the park has resident prides all year, often resting on the granite kopjes, and the southern plains around Ndutu are excellent during the calving season. Lions are also seen regularly on the floor of the <a href="/destinations/ngorongoro">Ngorongoro Crater</a>. In the south, <a href="/destinations/ruaha">Ruaha</a> is known for some of the largest prides in Africa. And in <a href="/destinations/lake-manyara">Lake Manyara</a>, lions are famous for resting in trees, though sightings are never guaranteed.</p>' +
      '<h2>Leopard</h2>' +
      '<p>The most elusive of the five. Leopards are solitary, mostly active at night and superbly camouflaged. Your best chance is along the tree-lined rivers of the central Serengeti, where they rest on the branches of sausage trees and acacias during the day. Look for a tail hanging down from a branch or a carcass wedged in a fork. <a href="/destinations/tarangire">Tarangire</a> and Ruaha are also good. Patient, slow searching with a sharp-eyed guide makes all the difference.</p>' +
      '<h2>Elephant</h2>' +
      '<p>Elephants are widespread in Tanzania, but Tarangire in the dry season, from about June to October, is the highlight: large family herds gather along the Tarangire River among the baobabs. The Ngorongoro Crater is known for old bulls with impressive tusks, and elephants are common in Lake Manyara, Ruaha and <a href="/destinations/nyerere-selous">Nyerere</a>.</p>' +
      '<h2>Buffalo</h2>' +
      '<p>Buffalo are the easiest of the five to see. Large herds graze in the Serengeti and the Ngorongoro Crater, and they are common in <a href="/destinations/arusha-national-park">Arusha National Park</a>. Do not be fooled by their cow-like appearance: old bulls living alone or in small bachelor groups are notoriously bad-tempered, which is why walking guides treat them with great respect.</p>' +
      '<h2>Rhino</h2>' +
      '<p>The black rhino is the real challenge. Poaching devastated populations across East Africa in the last century, and the survivors are now carefully protected. In northern Tanzania, the <strong>Ngorongoro Crater</strong> gives the best chance of a sighting: a small population lives on the crater floor, usually seen at a distance in the open grassland, so binoculars are essential. A few also live in the Serengeti, around the Moru Kopjes, but sightings there are rare. Please never ask a guide to approach a rhino closely; their protection depends on minimal disturbance.</p>' +
      '<h2>Seeing all five in one trip</h2>' +
      '<p>A classic northern circuit combining Tarangire, the Serengeti and the Ngorongoro Crater gives you a very good chance of seeing all five in five or six days, though nature never makes promises. Tips to improve your chances:</p>' +
      '<ul>' +
      '<li><strong>Spend at least two nights in the Serengeti</strong>, ideally in the centre, to give the leopard search time.</li>' +
      '<li><strong>Go down into the crater early</strong>, when the light is soft and animals are active.</li>' +
      '<li><strong>Bring good binoculars</strong>, especially for rhinos and leopards in trees.</li>' +
      '<li><strong>Travel in the dry season</strong> if the Big Five are your priority, when thinner vegetation makes animals easier to spot.</li>' +
      '</ul>' +
      '<h2>Beyond the Big Five</h2>' +
      '<p>Please do not let the list become a checklist. Some of the most memorable sightings are of animals that are not on it: a cheetah scanning the plains from a termite mound, a pack of African wild dogs in Nyerere or Ruaha, hippos grunting in a pool, or the Maasai giraffe, Tanzania’s national animal, browsing at sunset. Add the smaller wonders, from dung beetles to lilac-breasted rollers, and you will understand why guides love their work. Some people now speak of the “Little Five”: the elephant shrew, the ant lion, the rhinoceros beetle, the buffalo weaver and the leopard tortoise. Ask your guide to find them.</p>' +
      '<p>Our <a href="/safari-packages">safari packages</a> include several northern circuit itineraries, from three days to a week. <a href="/inquiry">Tell us</a> which animals matter most to you, and we will plan the route around them.</p>',
    author: 'Baraka Mollel',
    category: 'Wildlife',
    publishedOn: '2026-07-16',
    readMinutes: 4,
    featured: false,
    art: { motif: 'crater', palette: ['#a3c4bc', '#7d8f69', '#e9c46a'], label: 'Big Five' },
  },
  {
    slug: 'tarangire-elephants-and-baobabs',
    title: 'Tarangire: The Park of Elephants and Baobabs',
    excerpt:
      'Often treated as a quick first stop, Tarangire deserves more time. Why its elephants, ancient baobabs and 550-plus bird species make it one of Tanzania’s most rewarding parks.',
    bodyHtml:
      '<p>Many safaris start with a single afternoon in <a href="/destinations/tarangire">Tarangire National Park</a> on the way to the Serengeti. It is a good introduction, but guests often tell us afterwards that they wished they had stayed longer. In the dry season, Tarangire can offer some of the best elephant viewing in Tanzania, against a landscape unlike any other in the north.</p>' +
      '<h2>A park built around a river</h2>' +
      '<p>Established in 1970 and covering about 2,850 km², Tarangire takes its name from the Tarangire River, which flows through the park from south to north. In the dry months from about June to October, it is the main source of water for a wide area. As the surrounding plains dry out, wildlife moves in from far beyond the park boundaries: elephants, zebras, wildebeest, buffaloes, elands and the predators that follow them.</p>' +
      '<p>When the rains return in November, many animals disperse again onto the open plains to the east and south, and towards Lake Manyara. These seasonal movements depend on corridors of land shared with local communities, which is why conservation here involves people living well beyond the park.</p>' +
      '<h2>The elephants</h2>' +
      '<p>Tarangire has one of the highest concentrations of elephants in northern Tanzania during the dry season. It is common to see large family groups of mothers, aunts and calves coming down to the river to drink, dig for water in the dry sandy riverbed or dust themselves with red earth. Watching a herd cross the river in single file, the youngest calves sheltered between the adults’ legs, is a moment that stays with you.</p>' +
      '<p>Elephants are intelligent and sensitive animals. A good guide will read their body language, keep a respectful distance and give them right of way, especially when young calves are present.</p>' +
      '<h2>The baobabs</h2>' +
      '<p>The other giants of Tarangire are its baobab trees. With their massive swollen trunks and bare, root-like branches for much of the year, they dominate the landscape. Some are many centuries old. Baobab wood is soft and fibrous and holds a lot of water, which is why in very dry times elephants gouge the bark with their tusks, leaving deep scars that the tree gradually heals.</p>' +
      '<p>Baobabs flower around the start of the rains. Their large white flowers open at night and are visited by bats, and the velvety fruit that follows, sometimes called monkey bread, is eaten by baboons and people alike. Hollow trunks provide shelter for birds, bats and other small animals.</p>' +
      '<h2>A paradise for birdwatchers</h2>' +
      '<p>With more than 550 bird species recorded, Tarangire is one of the richest birding areas in the country. Look out for the colourful <strong>yellow-collared lovebird</strong> and the <strong>ashy starling</strong>, both special to Tanzania, as well as hornbills, barbets, rollers and the kori bustard, one of the heaviest flying birds in the world. Ostriches stride across the open areas, and birds of prey are everywhere. In the green season, migrant birds from Europe and Asia join the residents.</p>' +
      '<h2>What else to look for</h2>' +
      '<ul>' +
      '<li><strong>Predators:</strong> lions are regularly seen, sometimes resting in trees, and leopards and cheetahs are present.</li>' +
      '<li><strong>Unusual antelopes:</strong> the fringe-eared oryx and lesser kudu are found here but are rarely seen elsewhere on the northern circuit.</li>' +
      '<li><strong>Pythons</strong> coiled in trees, and dwarf mongooses in old termite mounds.</li>' +
      '<li><strong>The Silale Swamp</strong> in the south of the park, which stays green in the dry season and attracts buffalo, elephants and many water birds.</li>' +
      '</ul>' +
      '<h2>Practical tips</h2>' +
      '<ul>' +
      '<li><strong>When to go:</strong> June to October for the greatest concentrations of elephants. The green season is quieter, with lush scenery and excellent birdwatching.</li>' +
      '<li><strong>How long:</strong> a full day at least, and ideally a night inside or just outside the park to enjoy the early morning and late afternoon.</li>' +
      '<li><strong>Getting there:</strong> about two hours by road from Arusha, so it fits easily at the beginning or end of a northern circuit.</li>' +
      '<li><strong>Beyond the park:</strong> some lodges in the conservation areas bordering the park offer guided walks and night drives, which are generally not offered inside the park itself.</li>' +
      '<li><strong>Tsetse flies:</strong> they are present in some wooded areas. Wear light, neutral colours rather than dark blue or black, and use insect repellent.</li>' +
      '</ul>' +
      '<p>Our 3-Day Tarangire and Ngorongoro Safari is a short, rewarding introduction, and Tarangire features in most of our northern circuit <a href="/safari-packages">safari packages</a>. <a href="/inquiry">Ask us</a> to add an extra night here: you will not regret it.</p>',
    author: 'Elias Mushi',
    category: 'Wildlife',
    publishedOn: '2026-08-06',
    readMinutes: 4,
    featured: false,
    art: { motif: 'savanna', palette: ['#f4d58d', '#8d6e63', '#708d81'], label: 'Tarangire' },
  },
  {
    slug: 'family-safari-with-children',
    title: 'A Family Safari with Children: Ages, Pace and Planning Tips',
    excerpt:
      'Safaris with children can be magical if you plan for them. What age works, how to pace the days, which parks suit families and how to keep everyone healthy and happy.',
    bodyHtml:
      '<p>Watching a child see their first elephant is one of the great joys of travel. A family safari is very different from a honeymoon or a photographic trip, though: shorter attention spans, early bedtimes and the occasional meltdown all need to be part of the plan. Here is what we have learned from arranging safaris for families from Belgium and beyond.</p>' +
      '<h2>What age is right?</h2>' +
      '<p>There is no fixed rule, but most families find that children from about six years old get the most out of a safari. They can sit through a game drive, use binoculars, remember the trip and understand why they need to be quiet near animals. Younger children are welcome at many lodges, but some camps have minimum ages, and activities such as walking safaris or canoeing are usually only open to older children, often from around twelve and sometimes older. We check the policies of every property before we suggest it.</p>' +
      '<p>A practical bonus for European families: Tanzania is only one or two hours ahead of Belgium, depending on the time of year, so there is very little jet lag.</p>' +
      '<h2>Pace: less is more</h2>' +
      '<ul>' +
      '<li><strong>Shorter drives.</strong> The northern circuit works well because the parks are close together. <a href="/destinations/tarangire">Tarangire</a>, <a href="/destinations/lake-manyara">Lake Manyara</a> and the <a href="/destinations/ngorongoro">Ngorongoro Crater</a> are all within a few hours of Arusha.</li>' +
      '<li><strong>Two nights in each place</strong> rather than a new lodge every night. Unpacking once is worth a lot with children.</li>' +
      '<li><strong>Morning and late afternoon drives</strong> with a long midday break at the lodge, ideally one with a swimming pool.</li>' +
      '<li><strong>A private vehicle.</strong> With your own vehicle and guide, you decide when to stop for a snack or a toilet break, when to move on and when to return to camp. It is the single best investment for a family safari.</li>' +
      '</ul>' +
      '<h2>Keeping children engaged</h2>' +
      '<p>Our guides are used to children and love their questions. A few ideas help the days fly by:</p>' +
      '<ul>' +
      '<li>Give each child their own binoculars and a simple animal or bird checklist.</li>' +
      '<li>Let them learn the Swahili names of animals: simba, tembo and twiga are quickly picked up.</li>' +
      '<li>Bring a notebook for drawings and a daily diary.</li>' +
      '<li>Mix in other experiences: a visit to a local school or market, a cultural visit, or a day among coffee farms and waterfalls on the slopes of Kilimanjaro at <a href="/destinations/materuni-waterfalls">Materuni</a>.</li>' +
      '<li>Finish with a few days on the beach in Zanzibar, where everyone can unwind.</li>' +
      '</ul>' +
      '<h2>Choosing where to stay</h2>' +
      '<p>Look for family rooms or tents with an interconnecting space, flexible meal times and a pool. Many tented camps are unfenced, which is part of the magic but means children must always be accompanied and escorted to their tent after dark. Some camps do not accept younger children for exactly this reason. Lodges with fenced grounds can be more relaxed for toddlers.</p>' +
      '<h2>Health and comfort</h2>' +
      '<ul>' +
      '<li><strong>See a travel clinic early</strong>, six to eight weeks before departure, and ask specifically about children: malaria prevention, vaccinations and appropriate doses all depend on age and weight.</li>' +
      '<li><strong>Mosquito bite prevention</strong> matters for everyone: repellent suitable for children, long sleeves in the evening and nets at night.</li>' +
      '<li><strong>Sun and water.</strong> Hats, high-factor sunscreen and plenty of drinking water; children dehydrate faster than adults.</li>' +
      '<li><strong>Snacks and familiar comforts.</strong> Bring favourite snacks for long drives and a few comforts from home.</li>' +
      '<li><strong>Car seats.</strong> If your child needs a car or booster seat, tell us in advance so we can arrange it, or bring your own.</li>' +
      '</ul>' +
      '<h2>Safety rules to explain before you go</h2>' +
      '<p>Children cope very well with rules if they understand the reasons. Before the first game drive, explain that everyone stays inside the vehicle unless the guide says otherwise, that voices are kept low near animals, that hands and arms stay inside when animals are close, and that nobody walks around camp alone after dark. Guides will repeat these rules, and children often become the strictest enforcers in the vehicle.</p>' +
      '<h2>Costs</h2>' +
      '<p>Children pay reduced park fees, and the youngest usually enter free. Many lodges also offer reduced rates for children sharing their parents’ room. A private vehicle costs more than a shared one, but for a family of four it is often a sensible choice, and you have the guide to yourselves.</p>' +
      '<h2>A sample family itinerary</h2>' +
      '<p>Our 5-Day Family Safari Adventure visits Tarangire, Lake Manyara and the Ngorongoro Crater with short driving days and comfortable lodges. Many families add a few days in Zanzibar afterwards; our <a href="/zanzibar-packages">Zanzibar packages</a> include easy beach stays. You will find both in our <a href="/safari-packages">safari packages</a>. <a href="/inquiry">Tell us the ages of your children</a>, and we will suggest lodges and a pace that suit your family.</p>',
    author: 'Lotte Peeters',
    category: 'Travel Tips',
    publishedOn: '2026-08-27',
    readMinutes: 4,
    featured: false,
    art: { motif: 'lake', palette: ['#caf0f8', '#5e8c61', '#ff9f1c'], label: 'Family Safari' },
  },
  {
    slug: 'swahili-phrases-for-travellers',
    title: 'Swahili for Travellers: Useful Words and the Manners Behind Them',
    excerpt:
      'A few words of Swahili open doors and bring smiles. Greetings, courtesies, safari animal names and the everyday customs that help you feel at home in Tanzania.',
    bodyHtml:
      '<p>Swahili, or Kiswahili, is the national language of Tanzania and is spoken across East Africa. Its roots are Bantu, enriched over centuries of Indian Ocean trade with words from Arabic, Persian, Portuguese, Hindi and English. Guides and lodge staff speak excellent English, so you do not need Swahili to travel. But a few words, used with a smile, change the way people respond to you. Here are the ones we teach every guest.</p>' +
      '<h2>Greetings come first</h2>' +
      '<p>In Tanzania, greeting is not a formality; it is how every interaction begins. Walking up to someone and asking a question without greeting them first feels abrupt. Take a moment, say hello and ask how they are, then ask your question.</p>' +
      '<ul>' +
      '<li><strong>Jambo</strong>: hello. Widely used with visitors. Tanzanians among themselves often say <strong>Hujambo?</strong>, answered with <strong>Sijambo</strong>.</li>' +
      '<li><strong>Habari?</strong> or <strong>Habari gani?</strong>: how are you? (literally “what news?”). The answer is almost always <strong>Nzuri</strong>, good.</li>' +
      '<li><strong>Mambo?</strong>: an informal hello among younger people, answered with <strong>Poa</strong>, cool.</li>' +
      '<li><strong>Shikamoo</strong>: a respectful greeting to an elder. The elder replies <strong>Marahaba</strong>. Using it with an older person will earn you a delighted smile.</li>' +
      '<li><strong>Karibu</strong>: welcome. You will hear it everywhere, and it is also the reply to thank you.</li>' +
      '<li><strong>Kwaheri</strong>: goodbye. <strong>Lala salama</strong>: sleep well.</li>' +
      '</ul>' +
      '<h2>Courtesies</h2>' +
      '<ul>' +
      '<li><strong>Asante</strong>: thank you. <strong>Asante sana</strong>: thank you very much.</li>' +
      '<li><strong>Tafadhali</strong>: please.</li>' +
      '<li><strong>Samahani</strong>: excuse me, sorry.</li>' +
      '<li><strong>Pole</strong>: sorry, in the sense of sympathy, said when someone is hurt, tired or unlucky. If you trip over a root, expect a chorus of “pole!”.</li>' +
      '<li><strong>Pole pole</strong>: slowly, slowly. The motto of every Kilimanjaro guide.</li>' +
      '<li><strong>Ndiyo</strong> and <strong>hapana</strong>: yes and no. <strong>Sawa</strong>: OK, fine.</li>' +
      '<li><strong>Hakuna matata</strong>: no worries. Yes, people really say it, though <strong>hakuna shida</strong>, no problem, is just as common.</li>' +
      '</ul>' +
      '<h2>Everyday words</h2>' +
      '<ul>' +
      '<li><strong>Maji</strong>: water. <strong>Chai</strong>: tea. <strong>Kahawa</strong>: coffee. <strong>Chakula</strong>: food.</li>' +
      '<li><strong>Choo</strong>: toilet. <strong>Wapi?</strong>: where?</li>' +
      '<li><strong>Bei gani?</strong>: how much is it?</li>' +
      '<li><strong>Rafiki</strong>: friend.</li>' +
      '<li><strong>Moja, mbili, tatu, nne, tano</strong>: one, two, three, four, five.</li>' +
      '</ul>' +
      '<h2>Safari Swahili</h2>' +
      '<p>The word <strong>safari</strong> itself is Swahili for a journey. On game drives, these names will come in handy:</p>' +
      '<ul>' +
      '<li><strong>Simba</strong>: lion. <strong>Chui</strong>: leopard. <strong>Duma</strong>: cheetah. <strong>Fisi</strong>: hyena.</li>' +
      '<li><strong>Tembo</strong> or <strong>ndovu</strong>: elephant. <strong>Kifaru</strong>: rhino. <strong>Nyati</strong> or <strong>mbogo</strong>: buffalo.</li>' +
      '<li><strong>Twiga</strong>: giraffe. <strong>Kiboko</strong>: hippo. <strong>Pundamilia</strong>: zebra. <strong>Nyumbu</strong>: wildebeest.</li>' +
      '<li><strong>Mamba</strong>: crocodile. <strong>Ndege</strong>: bird, and also aeroplane.</li>' +
      '</ul>' +
      '<h2>Swahili time</h2>' +
      '<p>A curiosity worth knowing: in traditional Swahili timekeeping, the day begins at sunrise rather than midnight. Seven in the morning is <strong>saa moja</strong>, “hour one”, and midday is <strong>saa sita</strong>, “hour six”. If someone arranges to meet you at “saa mbili”, check whether they mean eight o’clock or two o’clock. Most people working with visitors will use standard time, but it is a lovely conversation starter.</p>' +
      '<h2>The manners behind the words</h2>' +
      '<ul>' +
      '<li><strong>Respect for elders</strong> runs deep. Greet older people first and let them speak.</li>' +
      '<li><strong>Use your right hand</strong> to give, receive and eat; offering with both hands is a sign of extra respect.</li>' +
      '<li><strong>Patience is polite.</strong> Things may happen more slowly than you are used to. Losing your temper loses respect; a smile and a joke usually solve more.</li>' +
      '<li><strong>Dress modestly</strong> in towns and villages, and especially in Zanzibar, where most people are Muslim.</li>' +
      '<li><strong>Ask before taking photos</strong> of people. “Naomba kupiga picha?”, may I take a photo?, goes a long way.</li>' +
      '<li><strong>Mzungu</strong> is what children and adults may call you. It simply means a foreigner, usually a white person, and is not meant as an insult.</li>' +
      '</ul>' +
      '<h2>Practise with us</h2>' +
      '<p>Our guides are happy to be your teachers: ask them for a new word each day and you will be surprised how much you pick up in a week. Our <a href="/faq">FAQ</a> covers more about local customs, and our <a href="/all-packages">packages</a> offer plenty of chances to use your Swahili. When you are ready, <a href="/inquiry">karibu</a>: we look forward to welcoming you.</p>',
    author: 'Neema Swai',
    category: 'Culture',
    publishedOn: '2026-09-24',
    readMinutes: 4,
    featured: false,
    art: { motif: 'village', palette: ['#ffe5b4', '#6f4e37', '#0081a7'], label: 'Karibu' },
  },
  {
    slug: 'choosing-a-zanzibar-beach',
    title: 'Choosing Your Zanzibar Beach: North, East or South?',
    excerpt:
      'Zanzibar’s coasts are very different: tides, sunsets, swimming and atmosphere all vary. A guide to Nungwi, Kendwa, Matemwe, Paje, Jambiani, Michamvi and Kizimkazi.',
    bodyHtml:
      '<p>Zanzibar looks small on the map, but its beaches have very different characters. The most important difference is one few visitors think about before they arrive: <strong>the tide</strong>. On some coasts you can swim at almost any time of day; on others the sea retreats a long way at low tide, revealing sand banks, rock pools and seaweed farms. Neither is better, but choosing the right beach for you makes all the difference.</p>' +
      '<h2>The north: Nungwi and Kendwa</h2>' +
      '<p>At the northern tip of the island, the tides have less effect, so you can swim for most of the day. The beaches face west and north-west, which means glorious sunsets over the sea, often with dhows sailing past.</p>' +
      '<ul>' +
      '<li><strong>Nungwi</strong> is lively, with restaurants, bars and dive centres. Visit the dhow builders on the beach, who still work largely by hand, and the local turtle conservation pond.</li>' +
      '<li><strong>Kendwa</strong>, just to the south, has a wide, soft beach and calm water, and is a little more relaxed, though some hotels host busy parties around full moon.</li>' +
      '</ul>' +
      '<p>Best for: swimmers, sunset lovers and those who like some life in the evening.</p>' +
      '<h2>The north-east: Matemwe and Kiwengwa</h2>' +
      '<p>Long, palm-fringed beaches with a reef offshore and a quieter atmosphere. The tide goes out a long way, so swimming depends on the time of day, but the views over the turquoise lagoon are beautiful at every hour. Matemwe is the closest point to Mnemba Atoll, one of the best snorkelling and diving areas around Zanzibar, and has a strong fishing village character.</p>' +
      '<p>Best for: peace and quiet, snorkelling trips and boutique lodges.</p>' +
      '<h2>The east coast: Paje, Bwejuu and Jambiani</h2>' +
      '<p>The south-east has the classic postcard scenery: dazzling white sand and a shallow lagoon in every shade of blue. It also has the largest tidal range. At low tide, the sea can withdraw far out towards the reef, and you walk through warm shallows between sand banks. Women farm seaweed on the tidal flats; please walk around their plots and ask before taking photographs.</p>' +
      '<ul>' +
      '<li><strong>Paje</strong> is Zanzibar’s kitesurfing centre, thanks to steady trade winds in the main wind seasons and the shallow lagoon, which is ideal for beginners.</li>' +
      '<li><strong>Jambiani</strong> and <strong>Bwejuu</strong> are long village beaches, more laid-back, where you can watch daily life along the shore.</li>' +
      '</ul>' +
      '<p>Seaweed washes up in larger amounts in some months. It is natural and hotels clear it regularly, but a hotel with a pool helps when the tide is out.</p>' +
      '<p>Best for: walkers, kitesurfers and those who love changing light and space.</p>' +
      '<h2>The Michamvi peninsula</h2>' +
      '<p>This narrow finger of land on the east coast has one great advantage: its western shore faces Chwaka Bay, so you get sunsets here too. It is quiet, with a handful of lodges and restaurants, including one famously perched on a rock in the lagoon.</p>' +
      '<p>Best for: couples and anyone who wants the east coast’s calm with a sunset view.</p>' +
      '<h2>The south: Kizimkazi and Menai Bay</h2>' +
      '<p>The far south is less developed and more rural. Kizimkazi is known for dolphin trips, and the Menai Bay area offers sandbank picnics and snorkelling. Choose a responsible operator that keeps its distance from the dolphins. It is a good base if you want a more local feel, or to combine with a visit to <a href="/destinations/jozani-forest">Jozani forest</a> on the way.</p>' +
      '<h2>Beyond Zanzibar</h2>' +
      '<ul>' +
      '<li><strong><a href="/destinations/pemba-island">Pemba</a></strong>, the hilly, green island to the north, has few visitors, clove plantations and some of the best diving in East Africa.</li>' +
      '<li><strong><a href="/destinations/mafia-island">Mafia Island</a></strong>, south of Dar es Salaam, is a marine park known for snorkelling with whale sharks between October and March.</li>' +
      '</ul>' +
      '<h2>Tips for any beach</h2>' +
      '<ul>' +
      '<li><strong>Check the tide times</strong> at your hotel and plan swims and walks around them.</li>' +
      '<li><strong>Wear water shoes</strong> in the lagoons to protect your feet from sea urchins and sharp coral.</li>' +
      '<li><strong>Cover up off the beach.</strong> Swimwear is fine on hotel beaches, but in villages and Stone Town cover shoulders and knees. Topless sunbathing is not acceptable anywhere.</li>' +
      '<li><strong>Book excursions through your hotel or a licensed operator</strong> rather than beach sellers, however friendly, so you know who is responsible for your safety.</li>' +
      '<li><strong>Think about the season.</strong> June to October and December to February are the driest months; some smaller hotels close in April and May.</li>' +
      '</ul>' +
      '<p>Combine a beach stay with Stone Town or a safari with our <a href="/zanzibar-packages">Zanzibar packages</a>, learn more about <a href="/destinations/zanzibar">Zanzibar</a>, or <a href="/inquiry">ask our team</a> to match you with the right coast and hotel.</p>',
    author: 'Amina Said',
    category: 'Beach',
    publishedOn: '2026-10-28',
    readMinutes: 4,
    featured: false,
    art: { motif: 'beach', palette: ['#4cc9f0', '#f1dca7', '#f72585'], label: 'Zanzibar Coasts' },
  },
];
