import { useCallback, useState } from 'react';
import type { CalculatorValues } from './summit-success';
import { calculate, changeCalculator, initialCalculatorState, type CalculatorState } from './calculator-form';

export interface CalculatorController {
  state: CalculatorState;
  change(patch: Partial<CalculatorValues>): void;
  calculate(): void;
}

/**
 * The calculator's state lives with the page, not inside the form: a route card's 'Choose This
 * Route' sets the calculator's route as well as the map's.
 */
export function useCalculator(): CalculatorController {
  const [state, setState] = useState(initialCalculatorState);
  const change = useCallback((patch: Partial<CalculatorValues>) => setState((s) => changeCalculator(s, patch)), []);
  const run = useCallback(() => setState(calculate), []);
  return { state, change, calculate: run };
}
