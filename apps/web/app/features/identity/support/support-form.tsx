// The two support forms of the office (issue 13 "Support"): office_admin_request (the name and
// e-mail the answer goes to, and the request) and office_share_idea (the idea). Each field is checked
// here with the contract's rules and again by the server, whose refusal shows under its field;
// once sent, the screen says the request's number and empties the text for another.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRequestSchema, shareIdeaSchema, SUPPORT_NAME_MAX, SUPPORT_REQUESTS_PER_DAY, SUPPORT_TEXT_MAX } from '@stavka/contract/support';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { translateFieldMessage } from '../field-message';
import { TextAreaField } from '../fields/text-area-field';
import { TextField } from '../fields/text-field';
import { sessionsFailureText } from '../sessions/sessions-errors';
import styles from '../settings-form.module.css';
import { useSupportSender } from './support-queries';

type Kind = 'admin' | 'idea';
type Fields = { userName: string; email: string; text: string };
type Outcome = { kind: 'sent'; id: number; email: string | null } | { kind: 'failed'; text: string } | null;

const SCREEN = {
  admin: { title: 'support_admin_title', lead: 'support_admin_lead' },
  idea: { title: 'support_idea_title', lead: 'support_idea_lead' },
} as const;

/** office_admin_request (`kind` admin) or office_share_idea (`kind` idea). */
export function SupportRequestPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  return (
    <OfficeScreen title={t(SCREEN[kind].title)} lead={t(SCREEN[kind].lead)}>
      <SupportForm kind={kind} />
    </OfficeScreen>
  );
}

function SupportForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const sender = useSupportSender();
  const [fields, setFields] = useState<Fields>({ userName: '', email: viewer?.email ?? '', text: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const fieldText = (message: string) => translateFieldMessage(t, message, { age: site.minAge });

  const change = (name: keyof Fields) => (value: string) => {
    setFields((now) => ({ ...now, [name]: value }));
    setErrors((now) => ({ ...now, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = kind === 'admin' ? adminRequestSchema.safeParse(fields) : shareIdeaSchema.safeParse({ text: fields.text });
    if (!checked.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0] as keyof Fields;
        found[name] ??= fieldText(issue.message);
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    const answer = kind === 'admin' ? await sender.adminRequest(adminRequestSchema.parse(fields)) : await sender.shareIdea({ text: fields.text.trim() });
    setBusy(false);
    if (answer.ok) {
      setOutcome({ kind: 'sent', id: answer.data.id, email: kind === 'admin' ? fields.email.trim().toLowerCase() : null });
      setFields((now) => ({ ...now, text: '' }));
      return;
    }
    const refused = Object.entries(answer.failure.fieldErrors);
    if (refused.length > 0) {
      setErrors(Object.fromEntries(refused.map(([name, message]) => [name, fieldText(message)])));
      return;
    }
    const text = answer.failure.id === 'rate_limited' ? t('support_too_many', { count: SUPPORT_REQUESTS_PER_DAY }) : sessionsFailureText(t, answer.failure, site.minAge);
    setOutcome({ kind: 'failed', text });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {kind === 'admin' && (
        <>
          <TextField
            label={t('support_name_label')}
            error={errors.userName}
            value={fields.userName}
            onChange={(event) => change('userName')(event.target.value)}
            autoComplete="name"
            maxLength={SUPPORT_NAME_MAX + 10}
            required
            mark="required"
          />
          <TextField
            label={t('support_email_label')}
            hint={t('support_email_hint')}
            error={errors.email}
            value={fields.email}
            onChange={(event) => change('email')(event.target.value)}
            type="email"
            autoComplete="email"
            required
            mark="required"
          />
        </>
      )}
      <TextAreaField
        label={kind === 'admin' ? t('support_request_label') : t('support_idea_label')}
        hint={t('support_text_hint', { max: SUPPORT_TEXT_MAX })}
        error={errors.text}
        value={fields.text}
        onChange={(event) => change('text')(event.target.value)}
        maxLength={SUPPORT_TEXT_MAX + 100}
        required
        mark="required"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="s" loading={busy}>
          {kind === 'admin' ? t('support_admin_send') : t('support_idea_send')}
        </Button>
      </div>
      {outcome?.kind === 'sent' && (
        <Alert messageKind="success">{outcome.email === null ? t('support_idea_sent', { id: outcome.id }) : t('support_admin_sent', { id: outcome.id, email: outcome.email })}</Alert>
      )}
      {outcome?.kind === 'failed' && <Alert messageKind="error">{outcome.text}</Alert>}
    </form>
  );
}
