import { idField, postJson } from './http-json';
import type { DeliveryProvider } from './message';

/**
 * SMS through a generic JSON HTTP gateway (issue 3): `POST url` with `{to, text, sender}` and
 * `Authorization: Bearer token`. Any 2xx answer means accepted; the gateway's message id is read
 * from `id` or `message_id` when it sends one.
 */
export function createSmsGatewayProvider(options: { url: string; token: string; sender: string | null }): DeliveryProvider {
  return {
    name: 'gateway',
    async deliver(message) {
      const answer = await postJson(
        options.url,
        { to: message.to, text: message.text, sender: options.sender },
        { service: 'SMS gateway', headers: { authorization: `Bearer ${options.token}` } },
      );
      if (!answer.ok) throw new Error(`SMS gateway answered HTTP ${answer.status}`);
      return { providerMessageId: idField(answer.json, 'id') ?? idField(answer.json, 'message_id') };
    },
  };
}
