import { describe, expect, it } from 'vitest';
import { customPackageTotal, packageDaysAndNights, seasonForDate, staticTourTotal, type TourSeason } from './tours';

const seasons: TourSeason[] = [
  { name: 'Standard Season', start_month_day: '01-06', end_month_day: '03-31', price_multiplier: 1 },
  { name: 'Green Season', start_month_day: '04-01', end_month_day: '05-31', price_multiplier: 0.85 },
  { name: 'Peak Season', start_month_day: '06-15', end_month_day: '10-31', price_multiplier: 1.2 },
  { name: 'Festive Season', start_month_day: '12-20', end_month_day: '01-05', price_multiplier: 1.3 },
];

describe('static tour rules (SPEC §2, §9)', () => {
  it.each([
    ['2027-02-10', 'Standard Season'],
    ['2027-04-01', 'Green Season'],
    ['2027-05-31', 'Green Season'],
    ['2027-06-15', 'Peak Season'],
    ['2027-12-31', 'Festive Season'],
    ['2028-01-05', 'Festive Season'],
    ['2027-06-01', 'Standard Season'], // in no window: the first season
    ['2027-11-15', 'Standard Season'],
  ])('%s is in %s', (date, name) => {
    expect(seasonForDate(seasons, date)?.name).toBe(name);
  });

  it('prices base × guests × multiplier plus activities per guest', () => {
    expect(staticTourTotal({ basePrice: 350, guests: 3, multiplier: 1.2, activityPrices: [50, 30] })).toBe(1500);
    expect(staticTourTotal({ basePrice: 333.33, guests: 1, multiplier: 1, activityPrices: [] })).toBe(333.33);
  });

  it('counts custom package days, nights and total', () => {
    expect(packageDaysAndNights('7 days')).toEqual({ days: 7, nights: 6 });
    expect(packageDaysAndNights('1 day')).toEqual({ days: 1, nights: 1 });
    expect(packageDaysAndNights('Half day')).toEqual({ days: 1, nights: 1 });
    expect(customPackageTotal({ tourPrices: [850, 1200], activityPrices: [50], guests: 2 })).toBe(4200);
  });
});
