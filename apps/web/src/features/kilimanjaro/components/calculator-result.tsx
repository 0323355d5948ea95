/** What a figure means for the climber, and what to do about a low one. */
function advice(percent: number) {
  if (percent >= 95) return 'Excellent odds: your route and preparation give you every chance of standing on Uhuru Peak.';
  if (percent >= 85) return 'Good odds. Keep training with long hikes and drink plenty on the mountain.';
  return 'Consider a longer route such as Lemosho, and more training hikes, to raise your chances.';
}

/** Empty until Calculate is pressed with valid input; announced when it appears. */
export function CalculatorResult({ result }: { result: number | null }) {
  return (
    <div aria-live="polite" className="min-h-24">
      {result !== null && (
        <div className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200" data-testid="calculator-result">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">Estimated summit success</p>
          <p className="mt-1 font-display text-5xl font-bold text-emerald-900">
            <output>{result}%</output>
          </p>
          <div className="mt-3 h-2.5 overflow-hidden rounded-full bg-emerald-100" aria-hidden="true">
            <div className="h-full rounded-full bg-emerald-700" style={{ width: `${result}%` }} />
          </div>
          <p className="mt-3 text-sm leading-relaxed text-emerald-900">{advice(result)}</p>
        </div>
      )}
    </div>
  );
}
