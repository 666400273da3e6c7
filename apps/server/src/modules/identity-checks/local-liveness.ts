import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { LIVENESS_SIGNATURE_HEADER, type LivenessWebhook } from '@stavka/contract/identity-checks';
import type { Database } from '@stavka/db/client';
import { localLivenessFlows } from '@stavka/db/schema';
import { AppError } from '../../http/app-error';
import { getOrCreateSecret } from '../secrets/service';
import type { IdentityCheckProvider } from './provider';
import { signLivenessReport } from './liveness-signature';

// The built-in local liveness service (decision 0044), for development and demos: its flow page at
// `/local-liveness/{flow}` "takes the selfie" — the player confirms or refuses, no camera is used —
// then reports to the brand's webhook exactly as the hosted service does (the same JSON, signed
// with the brand's shared secret, through the HTTP stack) and sends the player back to the site.

export const LOCAL_LIVENESS_BASE = '/local-liveness';
const FLOW_MS = 15 * 60_000;

/** The brand's shared secret with its local liveness service (kept in server_secrets). */
export const localLivenessSecret = (db: Database, slug: string) => getOrCreateSecret(db, `local-liveness-webhook:${slug}`);

export function createLocalLiveness(deps: { db: Database; origin: string; slug: string }): IdentityCheckProvider {
  return {
    kind: 'liveness',
    provider: 'local',
    async start(request, context) {
      if (request.kind !== 'liveness') throw new Error('a liveness service starts liveness flows');
      const id = randomUUID();
      await deps.db.insert(localLivenessFlows).values({
        id,
        siteSlug: deps.slug,
        returnUrl: request.returnUrl,
        webhookUrl: request.webhookUrl,
        createdAt: context.now,
        expiresAt: new Date(context.now.getTime() + FLOW_MS),
      });
      return { sessionId: id, verificationCode: null, details: {}, pageUrl: new URL(`${LOCAL_LIVENESS_BASE}/${id}`, deps.origin).href };
    },
    status: async () => ({ state: 'running' }),
  };
}

const TEXT = {
  ru: {
    title: 'Проверка по селфи (тестовая)',
    lead: 'Это встроенный тестовый сервис: камера не используется. Подтвердите, и проверка пройдёт так, будто селфи совпало; откажитесь — и она не пройдёт.',
    confirm: 'Сделать селфи',
    refuse: 'Отказаться',
    over: 'Эта проверка уже закончилась. Вернитесь на сайт.',
  },
  en: {
    title: 'Selfie check (test)',
    lead: 'This is the built-in test service: no camera is used. Confirm and the check passes as if the selfie matched; refuse and it fails.',
    confirm: 'Take the selfie',
    refuse: 'Refuse',
    over: 'This check is already over. Go back to the site.',
  },
} as const;

export function registerLocalLivenessPage(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  const flowOf = async (id: string) => {
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const [row] = await deps.db.select().from(localLivenessFlows).where(eq(localLivenessFlows.id, id));
    return row;
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const page = (reply: FastifyReply, lang: string | undefined, open: boolean) => {
      const language = lang === 'ru' ? 'ru' : 'en';
      const text = TEXT[language];
      const body = open
        ? `<p>${text.lead}</p><form method="post"><input type="hidden" name="lang" value="${language}"><button name="answer" value="confirm" autofocus>${text.confirm}</button> <button name="answer" value="refuse" class="secondary">${text.refuse}</button></form>`
        : `<p role="status">${text.over}</p>`;
      void reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        )
        .header('cache-control', 'no-store');
      return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#111;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box;box-shadow:0 4px 24px #0002}h1{font-size:22px;margin:0 0 8px}button{font:inherit;min-height:44px;padding:0 20px;border-radius:8px;border:0;background:#1a56db;color:#fff;cursor:pointer}button.secondary{background:#e2e6ec;color:#111}button:focus-visible{outline:3px solid #f5b700;outline-offset:2px}</style></head>
<body><main><h1>${text.title}</h1>${body}</main></body></html>`;
    };

    scope.get<{ Params: { id: string }; Querystring: { lang?: string } }>(`${LOCAL_LIVENESS_BASE}/:id`, async (request, reply) => {
      const flow = await flowOf(request.params.id);
      if (!flow) throw new AppError('not_found', 'No such flow');
      return page(reply, request.query.lang, flow.result === null && deps.now() < flow.expiresAt);
    });

    scope.post<{ Params: { id: string }; Body: { answer?: string; lang?: string } | undefined }>(
      `${LOCAL_LIVENESS_BASE}/:id`,
      async (request, reply) => {
        const answer = request.body?.answer;
        if (answer !== 'confirm' && answer !== 'refuse')
          throw new AppError('validation', 'Confirm or refuse', { answer: ['auth_required_field'] });
        const flow = await flowOf(request.params.id);
        if (!flow) throw new AppError('not_found', 'No such flow');
        const now = deps.now();
        const [taken] = await deps.db
          .update(localLivenessFlows)
          .set({ result: answer === 'confirm' ? 'passed' : 'failed' })
          .where(and(eq(localLivenessFlows.id, flow.id), isNull(localLivenessFlows.result), gt(localLivenessFlows.expiresAt, now)))
          .returning();
        if (!taken) return page(reply, request.body?.lang, false);
        // The report, as the hosted service sends it: to the brand's webhook, through the HTTP stack.
        const report: LivenessWebhook =
          answer === 'confirm' ? { flowId: flow.id, status: 'passed' } : { flowId: flow.id, status: 'failed', reason: 'USER_REFUSED' };
        const body = JSON.stringify(report);
        const target = new URL(flow.webhookUrl);
        const delivered = await app.inject({
          method: 'POST',
          url: target.pathname,
          headers: {
            host: target.host,
            'content-type': 'application/json',
            [LIVENESS_SIGNATURE_HEADER]: signLivenessReport(await localLivenessSecret(deps.db, flow.siteSlug), body, now),
          },
          payload: body,
        });
        if (delivered.statusCode !== 200)
          request.log.warn({ status: delivered.statusCode, body: delivered.body }, 'the local liveness report was refused');
        return reply.redirect(flow.returnUrl, 303);
      },
    );
  });
}
