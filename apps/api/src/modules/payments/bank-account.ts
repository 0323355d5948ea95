import type { Config } from '../../config';
import type { BankAccount } from './instructions';

export type { BankAccount };

/** The operator's account from configuration (its IBAN was checked at start). */
export const bankAccountOf = (config: Config): BankAccount => ({
  holder: config.BANK_ACCOUNT_HOLDER,
  iban: config.BANK_IBAN,
  bic: config.BANK_BIC,
  bank: config.BANK_NAME,
});

/** Card payments are on when both Stripe secrets are set: the key to create sessions and the one that signs webhooks. */
export const cardPaymentsOn = (config: Config): boolean => Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);

/** What the ledger needs from configuration. */
export const ledgerDeps = (config: Config) => ({
  timeZone: config.OPERATOR_TIME_ZONE,
  bank: bankAccountOf(config),
  cardPayment: cardPaymentsOn(config),
});
