/**
 * A set of checkboxes whose value is the list of ids ticked (a trip's categories, the
 * destinations it visits…), under a legend.
 */
export function IdCheckboxGroup({
  legend,
  choices,
  chosen,
  onChange,
}: {
  legend: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
  chosen: readonly number[];
  onChange(ids: number[]): void;
}) {
  const toggle = (choice: number, on: boolean) => onChange(on ? [...chosen, choice] : chosen.filter((value) => value !== choice));
  return (
    <fieldset className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <legend className="px-1 text-lg font-bold text-stone-900">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => (
          <label key={choice.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={chosen.includes(choice.id)}
              onChange={(e) => toggle(choice.id, e.target.checked)}
            />
            {choice.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
