import { describe, expect, it } from 'vitest';
import { makeTripCard } from '../../../testing/factories';
import { tabById, tabFromLocation, tripMatchesTab } from './listing-tabs';

const category = (name: string) => ({ category: { id: 1, name } });

describe('tripMatchesTab', () => {
  it('puts every trip in the All tab', () => {
    expect(tripMatchesTab(makeTripCard({ name: 'Anything' }), tabById('all'))).toBe(true);
  });

  it('matches a keyword in the name, the trip type or a category, ignoring case', () => {
    const safari = tabById('safari');
    expect(tripMatchesTab(makeTripCard({ name: 'Great SAFARI of the North' }), safari)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ trip_type: { name: 'Safari' } }), safari)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ trip_categories: [category('Wildlife Safari')] }), safari)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ name: 'Stone Town Walk', trip_type: { name: 'Cultural Tour' } }), safari)).toBe(false);
  });

  it('finds climbs for the Mountain tab by type, category or peak name', () => {
    const mountain = tabById('mountain');
    expect(tripMatchesTab(makeTripCard({ trip_type: { name: 'Mountain Climbing' } }), mountain)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ trip_categories: [category('Mountain Trekking')] }), mountain)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ name: 'Machame Route to Kilimanjaro' }), mountain)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ name: 'Mount Meru Climb' }), mountain)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ name: 'Serengeti Safari', trip_type: { name: 'Safari' } }), mountain)).toBe(false);
  });

  it('reads the Zanzibar keywords as two words: Zanzibar or beach', () => {
    const zanzibar = tabById('zanzibar');
    expect(tripMatchesTab(makeTripCard({ name: 'Zanzibar Spice Tour' }), zanzibar)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ trip_type: { name: 'Beach Holiday' } }), zanzibar)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ name: 'Ngorongoro Day Trip', trip_type: { name: 'Safari' } }), zanzibar)).toBe(false);
  });

  it('matches the Beach tab on beach alone', () => {
    const beach = tabById('beach');
    expect(tripMatchesTab(makeTripCard({ trip_categories: [category('Beach & Island')] }), beach)).toBe(true);
    expect(tripMatchesTab(makeTripCard({ name: 'Zanzibar Spice Tour' }), beach)).toBe(false);
  });
});

describe('tabFromLocation', () => {
  it('maps each route to its tab and reads ?tab= on /all-packages', () => {
    expect(tabFromLocation('/all-packages', '').id).toBe('all');
    expect(tabFromLocation('/safari-packages', '').id).toBe('safari');
    expect(tabFromLocation('/kilimanjaro-packages', '').id).toBe('mountain');
    expect(tabFromLocation('/zanzibar-packages/', '').id).toBe('zanzibar');
    expect(tabFromLocation('/all-packages', '?tab=beach').id).toBe('beach');
    expect(tabFromLocation('/all-packages', '?tab=nonsense').id).toBe('all');
  });
});
