/**
 * Select-all: checked only when the list is non-empty and every item is selected
 * (ids selected earlier that are no longer in the list do not count).
 */
export function allSelected(itemIds: readonly number[], selected: readonly number[]): boolean {
  return itemIds.length > 0 && itemIds.every((id) => selected.includes(id));
}

/** Checking select-all selects every id; unchecking clears the selection. */
export function selectAll(itemIds: readonly number[], checked: boolean): number[] {
  return checked ? [...itemIds] : [];
}

/** One item on or off, the rest kept in their order. */
export function toggleId(selected: readonly number[], id: number, checked: boolean): number[] {
  const without = selected.filter((s) => s !== id);
  return checked ? [...without, id] : without;
}
