import { type MetaArgs, useParams } from 'react-router';
import { CreateRequestPage } from '../features/payment-consultant/create-request-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'consultant_create_title');
}

/** office_payment_consultant_create (spec §2 "create by topic"): a message on one topic, optionally about a payment. */
export default function OfficePaymentConsultantCreate() {
  const { topicId = '' } = useParams();
  // Another topic is another form: nothing typed for one carries over to the next.
  return <CreateRequestPage key={topicId} topicId={topicId} />;
}
