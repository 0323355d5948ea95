/** A US-dollar amount as the storefront shows it before a visitor picks a currency: `$1,234.50`. */
export const usd = (amount: number) =>
  `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
