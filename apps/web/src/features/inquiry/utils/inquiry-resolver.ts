import { inquiryProblems, type InquiryValues } from '@safari/contracts/inquiry-rules';
import { toInquiryValues, type InquiryFormValues } from './inquiry-form-values';

// The rules the server applies too (contracts' inquiryProblems), from its zod-free module: the
// form validates without the schema library or a form library (decision 0035).

/** The broken rules by field: each marks its field invalid; the form alerts them all together. */
export type InquiryErrors = Partial<Record<keyof InquiryValues, string>>;

export const inquiryErrors = (values: InquiryFormValues): InquiryErrors => inquiryProblems(toInquiryValues(values));

/** The messages to alert, in the form's fixed order. */
export const inquiryMessages = (values: InquiryFormValues): string[] =>
  Object.values(inquiryErrors(values)).filter((m): m is string => Boolean(m));
