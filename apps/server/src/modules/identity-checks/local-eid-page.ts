import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '@stavka/db/client';
import { AppError } from '../../http/app-error';
import { answerLocalSession, findLocalSession, LOCAL_EID_BASE } from './local-eid';

// The local e-ID service's "phone app" (decision 0044): what Smart-ID's app or the Mobile-ID SIM
// dialog shows — who asks, and the verification code to compare with the one on the site — with
// Confirm and Refuse. A plain HTML page, as the other local providers' (another party's page, not
// our web app). The session id in its address is a random UUID known only to the player's check.

const TEXT = {
  ru: {
    title: { smart_id: 'Smart-ID (тестовый)', mobile_id: 'Mobile-ID (тестовый)' },
    lead: 'Это встроенный тестовый сервис: он играет роль приложения на вашем телефоне.',
    asks: (rp: string) => `${rp} просит подтвердить вашу личность.`,
    code: 'Код проверки',
    compare: 'Подтверждайте, только если этот код совпадает с кодом на сайте.',
    person: 'Личный код',
    confirm: 'Подтвердить',
    refuse: 'Отказаться',
    done: {
      OK: 'Вы подтвердили. Вернитесь на сайт.',
      USER_REFUSED: 'Вы отказались. Вернитесь на сайт.',
      TIMEOUT: 'Время на ответ вышло. Вернитесь на сайт и начните заново.',
    },
  },
  en: {
    title: { smart_id: 'Smart-ID (test)', mobile_id: 'Mobile-ID (test)' },
    lead: 'This is the built-in test service: it plays the app on your phone.',
    asks: (rp: string) => `${rp} asks you to confirm your identity.`,
    code: 'Verification code',
    compare: 'Confirm only if this code is the same as the code on the site.',
    person: 'Personal code',
    confirm: 'Confirm',
    refuse: 'Refuse',
    done: {
      OK: 'You confirmed. Go back to the site.',
      USER_REFUSED: 'You refused. Go back to the site.',
      TIMEOUT: 'The time to answer ran out. Go back to the site and start again.',
    },
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerLocalEidPage(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const page = async (id: string, lang: string | undefined, reply: FastifyReply) => {
      const session = await findLocalSession(deps.db, id);
      if (!session) throw new AppError('not_found', 'No such session');
      const language = lang === 'ru' ? 'ru' : 'en';
      const text = TEXT[language];
      const kind = session.kind === 'mobile_id' ? 'mobile_id' : 'smart_id';
      const timedOut = session.result === null && deps.now() >= session.expiresAt;
      const result = timedOut ? 'TIMEOUT' : session.result;
      const body =
        result === null
          ? `<p>${escape(text.asks(session.relyingPartyName))}</p><p>${text.person}: ${escape(session.personalCode)}</p><p>${text.code}:</p><p class="code" data-testid="local-eid-code">${escape(session.verificationCode)}</p><p>${text.compare}</p>` +
            `<form method="post"><input type="hidden" name="lang" value="${language}"><button name="answer" value="confirm" autofocus>${text.confirm}</button> <button name="answer" value="refuse" class="secondary">${text.refuse}</button></form>`
          : `<p role="status">${text.done[result as keyof typeof text.done] ?? text.done.TIMEOUT}</p>`;
      void reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        )
        .header('cache-control', 'no-store');
      return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title[kind]}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#111;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box;box-shadow:0 4px 24px #0002}h1{font-size:22px;margin:0 0 8px}.code{font-size:40px;font-weight:700;letter-spacing:.2em;margin:0 0 8px}button{font:inherit;min-height:44px;padding:0 20px;border-radius:8px;border:0;background:#1a56db;color:#fff;cursor:pointer}button.secondary{background:#e2e6ec;color:#111}button:focus-visible{outline:3px solid #f5b700;outline-offset:2px}small{display:block;margin-top:24px;color:#555}</style></head>
<body><main><h1>${text.title[kind]}</h1>${body}<small>${text.lead}</small></main></body></html>`;
    };

    scope.get<{ Params: { id: string }; Querystring: { lang?: string } }>(`${LOCAL_EID_BASE}/:id`, async (request, reply) =>
      page(request.params.id, request.query.lang, reply),
    );

    scope.post<{ Params: { id: string }; Body: { answer?: string; lang?: string } | undefined }>(
      `${LOCAL_EID_BASE}/:id`,
      async (request, reply) => {
        const answer = request.body?.answer;
        if (answer !== 'confirm' && answer !== 'refuse')
          throw new AppError('validation', 'Confirm or refuse', { answer: ['auth_required_field'] });
        if (!(await findLocalSession(deps.db, request.params.id))) throw new AppError('not_found', 'No such session');
        // A second answer (or one after the time ran out) changes nothing: the page shows how it ended.
        await answerLocalSession(deps.db, request.params.id, answer === 'confirm' ? 'OK' : 'USER_REFUSED', deps.now());
        return page(request.params.id, request.body?.lang, reply);
      },
    );
  });
}
