import { calculatorErrors, STAMINA, summitSuccess, type CalculatorValues } from './summit-success';

// The calculator's form state, kept apart from the component so the rules (switching
// unit clears height and weight; errors are checked on Calculate and then re-checked as the
// climber corrects them) are plain functions with unit tests.

export type CalculatorErrors = ReturnType<typeof calculatorErrors>;

export const INITIAL_CALCULATOR: CalculatorValues = {
  unit: 'us',
  heightFt: '',
  heightIn: '',
  height: '',
  weight: '',
  gender: '',
  age: '',
  route: '',
  stamina: STAMINA.default,
  climbedAbove4000m: 'No',
};

export interface CalculatorState {
  values: CalculatorValues;
  /** Shown once Calculate was pressed; re-checked on every change after that. */
  errors: CalculatorErrors;
  attempted: boolean;
  /** The last valid result; empty (null) until Calculate succeeds, cleared by any change. */
  result: number | null;
}

export const initialCalculatorState = (route = ''): CalculatorState => ({
  values: { ...INITIAL_CALCULATOR, route },
  errors: {},
  attempted: false,
  result: null,
});

/**
 * Applies a change. A new unit clears height and weight and starts the check over:
 * the climber has not had a chance to fill the emptied fields, so they are not yet wrong.
 */
export function changeCalculator(state: CalculatorState, patch: Partial<CalculatorValues>): CalculatorState {
  let values = { ...state.values, ...patch };
  let attempted = state.attempted;
  if (patch.unit && patch.unit !== state.values.unit) {
    values = { ...values, heightFt: '', heightIn: '', height: '', weight: '' };
    attempted = false;
  }
  return { values, attempted, errors: attempted ? calculatorErrors(values) : {}, result: null };
}

export const hasErrors = (errors: CalculatorErrors) => Object.keys(errors).length > 0;

/** Calculate: check every rule; only valid input gives a result. */
export function calculate(state: CalculatorState): CalculatorState {
  const errors = calculatorErrors(state.values);
  const valid = !hasErrors(errors);
  const { route, stamina, climbedAbove4000m } = state.values;
  return {
    ...state,
    attempted: true,
    errors,
    result: valid ? summitSuccess({ route, stamina, climbedAbove4000m: climbedAbove4000m === 'Yes' }) : null,
  };
}
