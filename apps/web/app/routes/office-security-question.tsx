import type { MetaArgs } from 'react-router';
import { SecureQuestionPage } from '../features/identity/secure-question/secure-question-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_security_question_title');
}

/** office_security_question (issue 13): the player's secure question, set or changed under the password. */
export default function OfficeSecurityQuestion() {
  return <SecureQuestionPage />;
}
