import { useCurrency } from './currency-context';

/** A native select: accessible, keyboard friendly and tiny. Disabled while rates load. */
export function CurrencySelector({ id, className }: { id: string; className?: string }) {
  const { currencies, selected, loading, select } = useCurrency();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Currency
      </label>
      <select
        id={id}
        className={className}
        value={selected.code}
        disabled={loading || currencies.length === 0}
        onChange={(event) => select(event.target.value)}
      >
        {currencies.length === 0 && <option value={selected.code}>{selected.code}</option>}
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} ({c.symbol})
          </option>
        ))}
      </select>
    </>
  );
}
