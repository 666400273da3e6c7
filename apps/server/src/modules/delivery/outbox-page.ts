import type { Dictionary } from '@stavka/i18n/dictionaries';
import { splitMessageText, type OutboxMessageView, type TextPart } from './outbox-presenter';

// The development outbox page (issue 3): plain server-rendered HTML, every stored text escaped,
// links clickable and codes copyable with a click. Not part of the React app on purpose: it must
// work whatever state the web build is in.

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapeMap[char] ?? char);
}

export interface OutboxPageInput {
  lang: string;
  brand: string;
  to: string;
  messages: OutboxMessageView[];
  t: Dictionary;
  /** Nonce of the one inline script (copy a code on click), matched by the CSP header. */
  nonce: string;
}

export function renderOutboxPage(input: OutboxPageInput): string {
  const { t } = input;
  const list =
    input.messages.length === 0
      ? `<p class="empty">${escapeHtml(t.delivery_outbox_empty)}</p>`
      : `<ol class="messages">${input.messages.map((message) => renderMessage(message, t, input.lang)).join('')}</ol>`;
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(`${t.delivery_outbox_title} · ${input.brand}`)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.delivery_outbox_title)} · ${escapeHtml(input.brand)}</h1>
<p class="notice">${escapeHtml(t.delivery_outbox_notice)}</p>
<form method="get" action="/dev/outbox">
<label for="to">${escapeHtml(t.delivery_outbox_filter_label)}</label>
<input id="to" name="to" type="search" value="${escapeHtml(input.to)}" autocomplete="off">
<input type="hidden" name="lang" value="${escapeHtml(input.lang)}">
<button type="submit">${escapeHtml(t.delivery_outbox_filter_submit)}</button>
<a href="/dev/outbox?lang=${encodeURIComponent(input.lang)}">${escapeHtml(t.delivery_outbox_filter_reset)}</a>
</form>
${list}
</main>
<script nonce="${escapeHtml(input.nonce)}">${copyScript}</script>
</body>
</html>`;
}

function renderMessage(message: OutboxMessageView, t: Dictionary, lang: string): string {
  const channel = { sms: t.delivery_outbox_channel_sms, email: t.delivery_outbox_channel_email, messenger: t.delivery_outbox_channel_messenger }[message.channel];
  const filterHref = `/dev/outbox?to=${encodeURIComponent(message.to)}&lang=${encodeURIComponent(lang)}`;
  const subject = message.subject === null ? '' : `<dt>${escapeHtml(t.delivery_outbox_subject)}</dt><dd>${escapeHtml(message.subject)}</dd>`;
  return `<li class="message">
<dl>
<dt>${escapeHtml(t.delivery_outbox_to)}</dt><dd><span class="channel">${escapeHtml(channel)}</span> <a href="${escapeHtml(filterHref)}">${escapeHtml(message.to)}</a></dd>
${subject}
<dt>${escapeHtml(t.delivery_outbox_purpose)}</dt><dd>${escapeHtml(message.purpose)}</dd>
<dt>${escapeHtml(t.delivery_outbox_sent_at)}</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd>
</dl>
<p class="text">${splitMessageText(message.text).map((part) => renderPart(part, t.delivery_outbox_copy_code)).join('')}</p>
</li>`;
}

function renderPart(part: TextPart, copyLabel: string): string {
  const value = escapeHtml(part.value);
  switch (part.kind) {
    case 'text':
      return value;
    case 'link':
      return `<a href="${value}">${value}</a>`;
    case 'code':
      return `<button type="button" class="code" data-code="${value}" title="${escapeHtml(copyLabel)}">${value}</button>`;
  }
}

const copyScript = `document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-code]') : null;
  if (!button || !navigator.clipboard) return;
  void navigator.clipboard.writeText(button.dataset.code).then(() => button.classList.add('copied'));
});`;

const styles = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 52rem; margin: 0 auto; padding: 1rem; }
.notice { padding: .75rem 1rem; border-left: 4px solid #d97706; background: color-mix(in srgb, #d97706 12%, Canvas); }
form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 1rem 0; }
input[type=search] { flex: 1 1 14rem; padding: .4rem .5rem; font: inherit; }
button { font: inherit; padding: .35rem .8rem; cursor: pointer; }
.messages { list-style: none; padding: 0; }
.message { border: 1px solid color-mix(in srgb, CanvasText 25%, Canvas); border-radius: .5rem; padding: .75rem 1rem; margin: .75rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0 0 .5rem; font-size: .9rem; }
dt { opacity: .75; } dd { margin: 0; overflow-wrap: anywhere; }
.channel { font-weight: 600; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
.code { font: 700 1.25rem ui-monospace, monospace; letter-spacing: .15em; padding: .1rem .5rem; }
.code.copied { outline: 2px solid #16a34a; }
a { color: LinkText; }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;
