import type { ChangeEvent } from 'react';
import { Calculator } from 'lucide-react';
import { STAMINA, type CalculatorValues } from '../utils/summit-success';
import { SectionHeading } from '../../../components/ui/section-heading';
import { MAP_ROUTES } from '../data/route-map';
import { hasErrors } from '../utils/calculator-form';
import type { CalculatorController } from '../utils/use-calculator';
import { CalculatorChoice } from './calculator-choice';
import { CalculatorField, controlClasses, invalidProps } from './calculator-field';
import { CalculatorMeasurements } from './calculator-measurements';
import { CalculatorResult } from './calculator-result';

const UNITS = [
  { value: 'us', label: 'US (ft, lb)' },
  { value: 'metric', label: 'Metric (cm, kg)' },
] as const;
const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
] as const;
const AGES = [
  { value: 'under25', label: 'Under 25' },
  { value: '25-55', label: '25-55' },
  { value: 'over55', label: 'Over 55' },
] as const;

/** The summit success calculator (docs/product.md#kilimanjaro); the formula is summitSuccess. */
export function SummitCalculator({ controller }: { controller: CalculatorController }) {
  const { state, change, calculate } = controller;
  const { values, errors, result } = state;
  const select = (field: 'gender' | 'age' | 'route') => ({
    id: `calculator-${field}`,
    value: values[field],
    className: controlClasses(Boolean(errors[field])),
    onChange: (e: ChangeEvent<HTMLSelectElement>) => change({ [field]: e.target.value } as Partial<CalculatorValues>),
    ...invalidProps(field, errors[field]),
  });

  return (
    <section id="calculator" aria-label="Summit Success Calculator" className="scroll-mt-24 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Plan with confidence"
          title="Summit Success Calculator"
          subtitle="Tell us about yourself and your route: we estimate your chance of reaching Uhuru Peak."
        />
        <form
          id="calculator-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            calculate();
          }}
          className="mt-10 grid gap-8 rounded-3xl bg-stone-50 p-6 ring-1 ring-stone-200 sm:p-8 lg:grid-cols-[minmax(0,1fr)_18rem]"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <CalculatorChoice legend="Units" name="unit" value={values.unit} options={UNITS} onChange={(unit) => change({ unit })} />
            </div>
            <CalculatorMeasurements values={values} errors={errors} onChange={change} />
            <CalculatorField label="Gender" htmlFor="calculator-gender" field="gender" error={errors.gender}>
              <select {...select('gender')}>
                <option value="">Select gender</option>
                <option value="male">Male</option>
                <option value="female">Female</option>
              </select>
            </CalculatorField>
            <CalculatorField label="Age range" htmlFor="calculator-age" field="age" error={errors.age}>
              <select {...select('age')}>
                <option value="">Select age range</option>
                {AGES.map((age) => (
                  <option key={age.value} value={age.value}>
                    {age.label}
                  </option>
                ))}
              </select>
            </CalculatorField>
            <CalculatorField label="Route" htmlFor="calculator-route" field="route" error={errors.route} className="sm:col-span-2">
              <select {...select('route')}>
                <option value="">Select a route</option>
                {MAP_ROUTES.map((route) => (
                  <option key={route.id} value={route.id}>
                    {route.name}
                  </option>
                ))}
              </select>
            </CalculatorField>
            <CalculatorField
              label={
                <>
                  Stamina: <span data-testid="stamina-value">{values.stamina}</span> / 100
                </>
              }
              htmlFor="calculator-stamina"
              field="stamina"
              error={errors.stamina}
              className="sm:col-span-2"
            >
              <input
                id="calculator-stamina"
                type="range"
                min={STAMINA.min}
                max={STAMINA.max}
                step={STAMINA.step}
                value={values.stamina}
                onChange={(e) => change({ stamina: Number(e.target.value) })}
                className="w-full accent-brand-700"
                {...invalidProps('stamina', errors.stamina)}
              />
            </CalculatorField>
            <div className="sm:col-span-2">
              <CalculatorChoice
                legend="Have you climbed above 4,000 m?"
                name="climbedAbove4000m"
                value={values.climbedAbove4000m}
                options={YES_NO}
                onChange={(climbedAbove4000m) => change({ climbedAbove4000m })}
                error={errors.climbedAbove4000m}
              />
            </div>
          </div>
          <div className="flex flex-col gap-5">
            <button
              type="submit"
              disabled={hasErrors(errors)}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <Calculator className="h-5 w-5" aria-hidden="true" />
              Calculate
            </button>
            <CalculatorResult result={result} />
          </div>
        </form>
      </div>
    </section>
  );
}
