import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registrationFieldSchemas } from '@stavka/contract/identity';
import { href } from '@stavka/contract/route-href';
import { LOCAL_TELEGRAM_PROVIDER } from '@stavka/contract/site-config';
import { socialPaths } from '@stavka/contract/social';
import { AppError } from '../../../http/app-error';
import { escape, localPage } from './local-provider-page';
import { telegramHash } from './telegram';

// The built-in local stand-in for the Telegram login widget (issue 13, decision 0040), for
// development and demos where the local OpenID provider runs: a page at `/local-telegram/{brand}`
// that looks like Telegram's confirmation, takes any name and numeric id, and sends the browser to
// the brand's Telegram callback with the data signed by the brand's local bot token — exactly what
// Telegram's widget sends, so the callback checks it the same way.

export const LOCAL_TELEGRAM_BASE = '/local-telegram';

const TEXT = {
  ru: {
    title: (brand: string) => `Вход на ${brand} через Telegram`,
    lead: 'Это встроенный тестовый Telegram. Введите любое имя и номер: так появится тестовый пользователь Telegram.',
    name: 'Имя',
    id: 'Номер пользователя Telegram',
    idHint: 'Любое число: тот же номер — тот же человек в следующий раз.',
    allow: 'Войти',
    cancel: 'Отмена',
    problem: 'Введите имя буквами и номер из цифр (до 15).',
  },
  en: {
    title: (brand: string) => `Log in to ${brand} with Telegram`,
    lead: 'This is the built-in test Telegram. Type any name and number to become a test Telegram user.',
    name: 'Name',
    id: 'Telegram user id',
    idHint: 'Any number: the same number is the same person next time.',
    allow: 'Log in',
    cancel: 'Cancel',
    problem: 'Enter a name in letters and an id of digits (up to 15).',
  },
} as const;

const pageQuery = z.object({ lang: z.string().optional(), first_name: z.string().optional(), id: z.string().optional() });
const answerInput = z.object({ first_name: registrationFieldSchemas.first_name, id: z.string().regex(/^[1-9]\d{0,14}$/) });

export interface LocalTelegramBrand {
  slug: string;
  name: string;
  origin: string;
  botToken: string;
  /** The languages the brand serves, the first its default. */
  langs: readonly string[];
}

/**
 * Mounts the local Telegram pages: `GET /local-telegram/:brand?lang=` shows the form, which comes
 * back to the same URL with `first_name` and `id` and is sent on, signed, to the brand's callback.
 * `brandOf` answers the brand where the local stand-in runs, or nothing.
 */
export function mountLocalTelegram(
  app: FastifyInstance,
  brandOf: (slug: string) => Promise<LocalTelegramBrand | undefined>,
  now: () => Date,
): void {
  app.get<{ Params: { brand: string } }>(`${LOCAL_TELEGRAM_BASE}/:brand`, async (request, reply) => {
    const brand = await brandOf(request.params.brand);
    if (!brand) throw new AppError('not_found', 'No local Telegram here');
    const query = pageQuery.safeParse(request.query);
    const asked = query.success ? query.data : {};
    const lang = asked.lang !== undefined && brand.langs.includes(asked.lang) ? asked.lang : (brand.langs[0] ?? 'en');
    const text = TEXT[lang === 'ru' ? 'ru' : 'en'];
    const submitted = asked.first_name !== undefined || asked.id !== undefined;
    const answer = answerInput.safeParse({ first_name: asked.first_name ?? '', id: asked.id ?? '' });
    if (submitted && answer.success) {
      const fields = { id: answer.data.id, first_name: answer.data.first_name, auth_date: String(Math.floor(now().getTime() / 1000)) };
      const back = new URL(socialPaths.telegram, brand.origin);
      back.search = new URLSearchParams({
        provider: LOCAL_TELEGRAM_PROVIDER,
        lang,
        ...fields,
        hash: telegramHash(fields, brand.botToken),
      }).toString();
      return reply.redirect(back.href, 303);
    }
    if (submitted) void reply.code(400);
    const problem = submitted ? `<p class="problem" id="problem">${text.problem}</p>` : '';
    const invalid = submitted ? ' aria-invalid="true"' : '';
    const described = (own: string) => ` aria-describedby="${[own, submitted ? 'problem' : ''].join(' ').trim()}"`;
    const cancel = new URL(href('socialSignIn', { lng: lang }, { error: 'cancelled' }), brand.origin).href;
    return localPage(
      reply,
      lang,
      text.title(brand.name),
      `<main><h1>${escape(text.title(brand.name))}</h1><p>${text.lead}</p><form method="get" novalidate><input type="hidden" name="lang" value="${escape(lang)}">` +
        `<label for="first_name">${text.name}</label><input id="first_name" name="first_name" autocomplete="given-name" required maxlength="100" value="${escape(asked.first_name ?? '')}"${invalid}${submitted ? described('') : ''}>` +
        `<label for="id">${text.id}</label><input id="id" name="id" inputmode="numeric" pattern="[0-9]*" required maxlength="15"${described('id-hint')} value="${escape(asked.id ?? '')}"${invalid}>` +
        `<p class="consent" id="id-hint">${text.idHint}</p>${problem}` +
        `<div class="actions"><button>${text.allow}</button><a class="secondary" href="${escape(cancel)}">${text.cancel}</a></div></form></main>`,
    );
  });
}
