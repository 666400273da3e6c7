import { createTransport } from 'nodemailer';
import { PROVIDER_TIMEOUT_MS, type DeliveryProvider } from './message';

/**
 * E-mail over SMTP with nodemailer (issue 3). `url` is a connection URL: smtp:// upgrades with
 * STARTTLS when the server offers it, smtps:// speaks TLS from the start.
 */
export function createSmtpProvider(options: { url: string; from: string }): DeliveryProvider {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: PROVIDER_TIMEOUT_MS,
    greetingTimeout: PROVIDER_TIMEOUT_MS,
    socketTimeout: PROVIDER_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async deliver(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        headers: { 'X-Stavka-Message-Id': message.id },
      });
      return { providerMessageId: info.messageId || null };
    },
  };
}
