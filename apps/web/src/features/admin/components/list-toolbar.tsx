import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { inputClasses, labelClasses } from '../../../components/ui/form-controls';
import type { ListState } from '../hooks/use-list-params';
import { statusOptions } from '../utils/format';

const compactInput = `${inputClasses} py-2 text-sm`;

/** The search box and filters above a list; the search runs on submit (Enter), on the server. */
export function ListToolbar({
  search,
  searchLabel,
  onSearch,
  children,
}: {
  search: string;
  searchLabel: string;
  onSearch(q: string): void;
  children?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <div>
          <label htmlFor={`${id}-q`} className={labelClasses}>
            {searchLabel}
          </label>
          <input id={`${id}-q`} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} className={compactInput} />
        </div>
        <Button type="submit" variant="secondary" size="sm" className="mb-0.5">
          <Search className="h-4 w-4" aria-hidden="true" />
          Search
        </Button>
      </form>
      {children}
    </div>
  );
}

/** A filter as a native select: "" is "all". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange(value: string): void;
  allLabel?: string;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={compactInput}>
          {allLabel && <option value="">{allLabel}</option>}
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** A labelled filter control of the toolbar: `control` gets the id its label points to. */
export function FilterField({ label, children: control }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {control(id)}
    </div>
  );
}

/** The "Status" filter most lists have, in the URL's `status`: one option a status, "" is all. */
export function StatusFilter({ list, statuses }: { list: ListState; statuses: readonly string[] }) {
  return (
    <FilterSelect
      label="Status"
      value={list.value('status')}
      options={statusOptions(statuses)}
      onChange={(status) => list.update({ status })}
    />
  );
}
