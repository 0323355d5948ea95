// The written content of the five static destination pages (decision 0023). The original's
// figures are kept verbatim; the server's facts and activities are added by the page.

export interface StaticStat {
  value: string;
  label: string;
}

export interface StaticHighlight {
  title: string;
  text: string;
  /** Tarangire's highlights say when each is best. */
  bestTime?: string;
}

export interface StaticWildlife {
  name: string;
  /** As the original page showed it: a population figure, approximate. */
  population: string;
  note: string;
}

export interface StaticPackage {
  /** A tour of GET /api/tours: 'Book Now' opens /book/{slug}. */
  slug: string;
  title: string;
  duration: string;
  /** USD per person (the tour's base price), shown through the currency selector. */
  price: number;
  highlights: readonly string[];
}

export interface StaticTextSection {
  id: string;
  title: string;
  intro: string;
  items: readonly { label: string; text: string }[];
}

export interface StaticLocation {
  /** Position on the drawn map of Tanzania: longitude east, latitude (negative: south). */
  lon: number;
  lat: number;
  region: string;
  gettingThere: string;
}

export interface StaticDestinationContent {
  slug: string;
  name: string;
  eyebrow: string;
  title: string;
  summary: string;
  /** Hero gradient, dark enough for white text at every stop. */
  wash: string;
  stats: readonly StaticStat[];
  /** Tarangire's hero has 'Book Safari' and 'View Location'. */
  heroActions?: boolean;
  highlights: { title: string; items: readonly StaticHighlight[] };
  wildlife?: readonly StaticWildlife[];
  packages?: { title: string; items: readonly StaticPackage[] };
  sections: readonly StaticTextSection[];
  location: StaticLocation;
}
