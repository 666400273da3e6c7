import type { FastifyReply } from 'fastify';

// The local OpenID provider's sign-in and consent page: a plain HTML form, because it is another
// party's page (the provider's), not part of our web app — as the sandbox payment page is.

const TEXT = {
  ru: {
    title: 'Тестовый вход',
    lead: 'Это встроенный тестовый провайдер входа. Введите любой адрес и имя: так появится тестовая личность.',
    email: 'Электронная почта',
    name: 'Имя',
    unverified: 'Провайдер не подтверждает этот адрес (для проверки: такой адрес не свяжется с существующим аккаунтом)',
    consent: (client: string) => `${client} получит ваш адрес почты и имя.`,
    allow: 'Войти и разрешить',
    cancel: 'Отмена',
    problems: { email: 'Введите адрес почты, например anna@example.com', name: 'Введите имя буквами' },
  },
  en: {
    title: 'Test sign-in',
    lead: 'This is the built-in test sign-in provider. Type any e-mail and name to become a test identity.',
    email: 'E-mail',
    name: 'Name',
    unverified: 'The provider does not vouch for this address (for testing: such an address never links an existing account)',
    consent: (client: string) => `${client} will receive your e-mail address and name.`,
    allow: 'Sign in and allow',
    cancel: 'Cancel',
    problems: { email: 'Enter an e-mail such as anna@example.com', name: 'Enter a name in letters' },
  },
} as const;

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface LocalSignInPage {
  lang: string;
  clientName: string;
  problem: 'email' | 'name' | null;
  values: { email: string; name: string; unverified?: boolean };
}

export function localSignInPage(reply: FastifyReply, page: LocalSignInPage): string {
  const lang = page.lang.split(/\s+/).find((l) => l === 'ru' || l === 'en') ?? 'en';
  const text = TEXT[lang as keyof typeof TEXT];
  const field = (name: 'email' | 'name', type: string, autocomplete: string) => {
    const invalid = page.problem === name;
    return `<label for="${name}">${text[name]}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="254" value="${escape(page.values[name])}"${invalid ? ` aria-invalid="true" aria-describedby="${name}-problem" autofocus` : ''}>${invalid ? `<p class="problem" id="${name}-problem">${text.problems[name]}</p>` : ''}`;
  };
  return localPage(
    reply,
    lang,
    text.title,
    `<main><h1>${text.title}</h1><p>${text.lead}</p><form method="post" novalidate>${field('email', 'email', 'email')}${field('name', 'text', 'name')}<label class="check"><input type="checkbox" name="unverified" value="yes"${page.values.unverified ? ' checked' : ''}> ${text.unverified}</label><p class="consent">${escape(text.consent(page.clientName))}</p><div class="actions"><button name="action" value="allow">${text.allow}</button><button name="action" value="cancel" class="secondary" formnovalidate>${text.cancel}</button></div></form></main>`,
  );
}

/** The local providers' pages (this one and the local Telegram's): one look, no scripts, no framing. */
export function localPage(reply: FastifyReply, lang: string, title: string, body: string): string {
  void reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'")
    .header('cache-control', 'no-store');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#111;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box;box-shadow:0 4px 24px #0002}h1{font-size:22px;margin:0 0 8px}label{display:block;font-weight:600;margin:16px 0 4px}label.check{display:flex;gap:8px;align-items:flex-start;font-weight:400}label.check input{width:auto;min-height:0;margin-top:5px}input{box-sizing:border-box;width:100%;font:inherit;min-height:44px;padding:0 12px;border:1px solid #767676;border-radius:8px}input:focus-visible,button:focus-visible{outline:3px solid #f5b700;outline-offset:2px}.problem{color:#b00020;margin:4px 0 0}.consent{margin:20px 0 16px;color:#333}.actions{display:flex;gap:12px;flex-wrap:wrap}button{font:inherit;min-height:44px;padding:0 20px;border-radius:8px;border:0;background:#1a56db;color:#fff;cursor:pointer}button.secondary{background:#e2e6ec;color:#111}a.secondary{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:8px;background:#e2e6ec;color:#111;text-decoration:none}</style></head>
<body>${body}</body></html>`;
}
