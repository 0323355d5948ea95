import type { Faq } from '@safari/contracts/content';

let sequence = 0;
export function makeFaq(overrides: Partial<Faq> = {}): Faq {
  sequence += 1;
  return {
    uuid: `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`,
    question: `Question ${sequence}?`,
    answer: `Answer ${sequence}.`,
    status: true,
    order: sequence,
    category: { name: 'Safari' },
    ...overrides,
  };
}
