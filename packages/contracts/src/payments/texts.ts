// What a traveller reads about paying, and the terms in words: zod-free, because the package
// page and the booking dialog import them and must not carry the schemas' library.

export const PAYMENT_TEXTS = {
  heading: 'How to pay',
  /** Replaces the original's "online payment is coming soon" note. */
  dueNow: (amount: string, date: string) => `To confirm your booking, please pay ${amount} by ${date}.`,
  /** Once something was paid: what remains, by when. */
  dueNext: (amount: string, date: string) => `Please pay the remaining ${amount} by ${date}.`,
  balance: (amount: string, date: string) => `The balance of ${amount} is due by ${date}.`,
  inFull: 'Your trip starts soon, so the full amount is due now.',
  transfer: 'Pay by bank transfer to the account below. Quote the structured communication exactly: it tells us the payment is yours.',
  qr: 'Scan with your banking app to fill in the transfer',
  noTransfer: 'Bookings in Tanzanian shillings are paid at our Dar es Salaam office or by card: our team will contact you.',
} as const;

// Card payment through Stripe Checkout: the traveller names the booking by its reference and
// e-mail (both in the success dialog and every e-mail), is sent to Stripe's page, and comes back
// to /payments/return, which asks until the signed webhook has recorded the payment.

export const CARD_TEXTS = {
  payByCard: (amount: string) => `Pay ${amount} by card`,
  redirecting: 'Taking you to the secure payment page…',
  notFound: 'We could not find a booking with this reference and e-mail address.',
  nothingDue: 'Nothing is due on this booking right now.',
  cancelled: 'This booking is cancelled.',
  notOffered: 'Card payment is not available. Please pay by bank transfer.',
  unavailable: 'Card payment is unavailable right now. Please try again in a few minutes or pay by bank transfer.',
  paid: 'Payment received. Thank you!',
  confirming: 'We are confirming your payment…',
  slow: 'Your payment is taking longer than usual to confirm. You will receive an e-mail receipt as soon as it is recorded.',
  unknownSession: 'We could not find this payment. If you paid, your e-mail receipt will follow.',
  cancelledPayment:
    'You left the payment page: nothing was charged and your booking is kept. You can pay by card again, or by bank transfer with the details in your confirmation e-mail.',
} as const;

/** A trip's payment terms, as the wire carries them (paymentTermsSchema in payment-terms.ts). */
export interface PaymentTermsInWords {
  deposit_percent: number;
  balance_days_before: number;
}

/** "30 % deposit at booking, the balance 60 days before departure." */
export function describePaymentTerms(terms: PaymentTermsInWords): string {
  if (terms.deposit_percent >= 100) return 'Payment in full at booking.';
  return `${terms.deposit_percent} % deposit at booking, the balance ${terms.balance_days_before} days before departure (in full at booking when departure is sooner).`;
}
