// How the back office shows dates and statuses: in the browser's locale and time zone (staff
// work from Dar es Salaam and Brussels); date-only values stay the strings they are.

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** 'proposal_sent' → 'Proposal sent'. */
export const statusLabel = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A list of statuses as select options. */
export const statusOptions = (statuses: readonly string[]) => statuses.map((s) => [s, statusLabel(s)] as const);
