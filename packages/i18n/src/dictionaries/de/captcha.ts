// German texts of the "captcha" namespace (the security check before an action); keys of ru/captcha.ts.
import type { captchaRu } from '../ru/captcha';

export const captchaDe: Record<keyof typeof captchaRu, string> = {
  captcha_title: 'Sicherheitsprüfung',
  captcha_checking: 'Wir prüfen, ob Sie ein Mensch sind…',
  captcha_checking_hint: 'Das dauert meist nur eine Sekunde. Wenn Sie das Fenster schließen, wird die Aktion abgebrochen.',
  captcha_widget_prompt: 'Schließen Sie die Prüfung ab, um fortzufahren.',
  captcha_dismissed: 'Prüfung nicht bestanden: Das Fenster wurde geschlossen oder die Zeit ist abgelaufen. Bitte versuchen Sie es erneut.',
  captcha_unavailable: 'Die Sicherheitsprüfung ist derzeit nicht verfügbar. Laden Sie die Seite neu und versuchen Sie es erneut.',
  captcha_error_required: 'Bitte schließen Sie die Sicherheitsprüfung ab und versuchen Sie es erneut.',
  captcha_error_invalid: 'Die Sicherheitsprüfung ist fehlgeschlagen oder abgelaufen. Bitte versuchen Sie es erneut.',
};
