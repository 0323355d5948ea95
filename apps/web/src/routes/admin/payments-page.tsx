import type { ReactNode } from 'react';
import { PageMeta } from '../../components/ui/page-meta';
import { PaymentsDue } from '../../features/admin/components/payments-due';
import { PaymentsFrame } from '../../features/admin/components/payments-frame';
import { PaymentsReceived } from '../../features/admin/components/payments-received';
import { PaymentsReport } from '../../features/admin/components/payments-report';
import { PaymentsUnmatched } from '../../features/admin/components/payments-unmatched';
import { StatementImport } from '../../features/admin/components/statement-import';

const section = (title: string, description: string, content: ReactNode) => (
  <>
    <PageMeta title={`${title} · Payments · Back office`} description={description} />
    <PaymentsFrame>{content}</PaymentsFrame>
  </>
);

/** /admin/payments */
export const PaymentsDuePage = () => section('Due', 'Open bookings with what they owe now, overdue first.', <PaymentsDue />);

/** /admin/payments/received */
export const PaymentsReceivedPage = () => section('Received', 'Payments and refunds in the ledger.', <PaymentsReceived />);

/** /admin/payments/unmatched */
export const PaymentsUnmatchedPage = () =>
  section('Unmatched credits', 'Bank statement credits to match to a booking.', <PaymentsUnmatched />);

/** /admin/payments/import */
export const StatementImportPage = () => section('Import statement', 'Import a camt.053 bank statement.', <StatementImport />);

/** /admin/payments/report */
export const PaymentsReportPage = () => section('Monthly report', 'A month of payments and departures in figures.', <PaymentsReport />);
