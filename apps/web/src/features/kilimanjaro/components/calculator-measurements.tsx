import type { CalculatorValues } from '../utils/summit-success';
import type { CalculatorErrors } from '../utils/calculator-form';
import { CalculatorField, controlClasses, invalidProps } from './calculator-field';

/** Height and weight in the chosen unit; switching unit empties them. */
export function CalculatorMeasurements({
  values,
  errors,
  onChange,
}: {
  values: CalculatorValues;
  errors: CalculatorErrors;
  onChange(patch: Partial<CalculatorValues>): void;
}) {
  const number = { type: 'number', inputMode: 'decimal', min: 0 } as const;
  return (
    <>
      {values.unit === 'us' ? (
        <CalculatorField label="Height (ft and in)" field="heightFt" error={errors.heightFt}>
          <div className="grid grid-cols-2 gap-3">
            <input
              {...number}
              aria-label="Height, feet"
              placeholder="ft"
              value={values.heightFt}
              onChange={(e) => onChange({ heightFt: e.target.value })}
              className={controlClasses(Boolean(errors.heightFt))}
              {...invalidProps('heightFt', errors.heightFt)}
            />
            <input
              {...number}
              aria-label="Height, inches"
              placeholder="in"
              value={values.heightIn}
              onChange={(e) => onChange({ heightIn: e.target.value })}
              className={controlClasses(Boolean(errors.heightFt))}
              {...invalidProps('heightFt', errors.heightFt)}
            />
          </div>
        </CalculatorField>
      ) : (
        <CalculatorField label="Height (cm)" htmlFor="calculator-height" field="height" error={errors.height}>
          <input
            {...number}
            id="calculator-height"
            value={values.height}
            onChange={(e) => onChange({ height: e.target.value })}
            className={controlClasses(Boolean(errors.height))}
            {...invalidProps('height', errors.height)}
          />
        </CalculatorField>
      )}
      <CalculatorField
        label={values.unit === 'us' ? 'Weight (lb)' : 'Weight (kg)'}
        htmlFor="calculator-weight"
        field="weight"
        error={errors.weight}
      >
        <input
          {...number}
          id="calculator-weight"
          value={values.weight}
          onChange={(e) => onChange({ weight: e.target.value })}
          className={controlClasses(Boolean(errors.weight))}
          {...invalidProps('weight', errors.weight)}
        />
      </CalculatorField>
    </>
  );
}
