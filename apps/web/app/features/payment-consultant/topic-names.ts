// A topic's name: the server names topics by dictionary key (packages/contract/src/payment-consultant.ts);
// a key this dictionary does not know (a topic added on the server first) reads as "another question".
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { isMessageKey } from '../../shared/i18n/page-dictionary';

function isTopicKey(key: string): key is MessageKey {
  return key.startsWith('payment_consultant_topic_') && key !== 'payment_consultant_topic_unavailable' && isMessageKey(key);
}

export function topicNameKey(key: string): MessageKey {
  return isTopicKey(key) ? key : 'payment_consultant_topic_other';
}
