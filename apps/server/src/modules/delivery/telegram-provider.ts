import { idField, postJson } from './http-json';
import type { DeliveryProvider } from './message';

/**
 * Messenger codes through the Telegram Bot API `sendMessage` (issue 3); `to` is the chat id the
 * player's account is linked to. Telegram answers `{ok, result: {message_id}}` or
 * `{ok: false, description}`.
 */
export function createTelegramProvider(options: { apiUrl: string; botToken: string }): DeliveryProvider {
  const endpoint = `${options.apiUrl}/bot${options.botToken}/sendMessage`;
  return {
    name: 'telegram',
    async deliver(message) {
      const answer = await postJson(
        endpoint,
        { chat_id: message.to, text: message.text, link_preview_options: { is_disabled: true } },
        { service: 'Telegram' },
      );
      const ok = typeof answer.json === 'object' && answer.json !== null && 'ok' in answer.json && answer.json.ok === true;
      if (!answer.ok || !ok) {
        const description = idField(answer.json, 'description');
        throw new Error(`Telegram answered HTTP ${answer.status}${description ? `: ${description.slice(0, 200)}` : ''}`);
      }
      return { providerMessageId: idField(answer.json, 'result', 'message_id') };
    },
  };
}
