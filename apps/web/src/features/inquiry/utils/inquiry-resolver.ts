import type { FieldErrors, Resolver } from 'react-hook-form';
import { inquiryProblems } from '@safari/contracts/inquiry';
import { toInquiryValues, type InquiryFormValues } from './inquiry-form-values';

/**
 * react-hook-form resolver over contracts' inquiryProblems, the rules the server applies too:
 * each broken rule marks its field invalid; the form alerts them all together.
 */
export const inquiryResolver: Resolver<InquiryFormValues> = (values) => {
  const problems = Object.entries(inquiryProblems(toInquiryValues(values)));
  if (problems.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(problems.map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors: errors as FieldErrors<InquiryFormValues> };
};

/** The messages to alert, in the SPEC's order. */
export const inquiryMessages = (values: InquiryFormValues): string[] =>
  Object.values(inquiryProblems(toInquiryValues(values))).filter((m): m is string => Boolean(m));
