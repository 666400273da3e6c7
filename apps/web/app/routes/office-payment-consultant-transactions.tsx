import type { MetaArgs } from 'react-router';
import { TransactionsPage } from '../features/payment-consultant/transactions-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'consultant_transactions_title');
}

/** office_payment_consultant_transactions (spec §2 "transactions"): the payment a question is about. */
export default function OfficePaymentConsultantTransactions() {
  return <TransactionsPage />;
}
