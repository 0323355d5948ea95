import { describe, expect, it } from 'vitest';
import { allSelected, selectAll, toggleId } from './select-all';

describe('select-all (SPEC §4)', () => {
  it('is checked only when the list is non-empty and every item is selected', () => {
    expect(allSelected([], [])).toBe(false);
    expect(allSelected([1, 2, 3], [1, 2])).toBe(false);
    expect(allSelected([1, 2, 3], [3, 1, 2])).toBe(true);
    // An id chosen earlier that the list no longer holds neither counts nor hurts.
    expect(allSelected([1, 2], [1, 2, 9])).toBe(true);
  });

  it('selects every id, or clears them all', () => {
    expect(selectAll([4, 5, 6], true)).toEqual([4, 5, 6]);
    expect(selectAll([4, 5, 6], false)).toEqual([]);
  });

  it('toggles one id and keeps the others', () => {
    expect(toggleId([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
  });
});
