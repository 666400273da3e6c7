// office_security_question (issue 13 "Security"): the player's secure question, asked again when the
// phone changes (spec §4). The current one is shown (a question of their own with its text); the form
// picks a listed question or takes their own, the answer, the account's password and, once a question
// is set, the current answer. The server checks everything again; its field messages land on their
// fields, a wait after wrong passwords or answers in one line.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { href } from '@stavka/contract/route-href';
import {
  CUSTOM_QUESTION_MAX_LENGTH,
  type MySecureQuestion,
  type SecureQuestion,
  SECURE_ANSWER_MAX_LENGTH,
} from '@stavka/contract/secure-question';
import { required } from '@stavka/domain/validation/required';
import { zodFormRefinement } from '@stavka/domain/validation/zod-bridge';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen, screenStatesFor } from '../../../shared/ui/office-screen';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { PasswordField } from '../fields/password-field';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { focusFirstError, showFieldErrors } from '../form-failure';
import { sessionsFailureText } from '../sessions/sessions-errors';
import { failureOf, usePlayerId } from '../two-factor/two-factor-queries';
import { secureQuestionKeys, useSecureQuestionApi, useSecureQuestionScreen } from './secure-question-queries';
import styles from './secure-question.module.css';

const OWN = 'own';
const valuesSchema = z.object({
  question: z.string(),
  own_question: z.string(),
  user_answer: z.string(),
  old_answer: z.string(),
  password: z.string(),
});
type Values = z.infer<typeof valuesSchema>;
const fields = ['question', 'own_question', 'user_answer', 'old_answer', 'password'] as const;

function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (error) => sessionsFailureText(t, failureOf(error), site.minAge);
}

const { ScreenState } = screenStatesFor(useFailureText);

export function SecureQuestionPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const screen = useSecureQuestionScreen(site.lang);
  // Kept here: a saved question renews the form (its key), and the confirmation stays in view.
  const [saved, setSaved] = useState(false);
  return (
    <OfficeScreen title={t('office_security_question_title')} lead={t('office_security_question_lead')}>
      <ScreenState query={screen} rows={4}>
        {(loaded) => (
          <>
            <CurrentQuestion mine={loaded.mine} />
            <SecureQuestionForm
              key={loaded.mine.updatedAt ?? 'none'}
              mine={loaded.mine}
              questions={loaded.questions}
              saved={saved}
              onSaved={setSaved}
            />
          </>
        )}
      </ScreenState>
      <p>
        <AppLink to={href('office_security', { lng: site.lang })}>{t('secure_question_back_to_security')}</AppLink>
      </p>
    </OfficeScreen>
  );
}

function CurrentQuestion({ mine }: { mine: MySecureQuestion }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useRootData();
  const date =
    mine.updatedAt === null ? '' : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }).format(new Date(mine.updatedAt));
  return (
    <section className={styles.card} aria-labelledby="secure-question-current" data-testid="secure-question-current">
      <h2 id="secure-question-current" className={styles.title}>
        {t('secure_question_current')}
      </h2>
      {mine.question === null ? (
        <p>{t('secure_question_none')}</p>
      ) : (
        <>
          <p>{mine.question.text}</p>
          <p className={styles.muted}>{t('secure_question_set_at', { date })}</p>
        </>
      )}
    </section>
  );
}

interface FormProps {
  mine: MySecureQuestion;
  questions: readonly SecureQuestion[];
  saved: boolean;
  onSaved: (saved: boolean) => void;
}

function SecureQuestionForm({ mine, questions, saved, onSaved }: FormProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useSecureQuestionApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const [general, setGeneral] = useState<string | null>(null);
  const hasQuestion = mine.question !== null;
  const schema = useMemo(() => {
    const rules = {
      own_question: [required(t('secure_question_own_label'))],
      user_answer: [required(t('secure_question_answer_label'))],
      old_answer: [required(t('secure_question_old_answer_label'))],
      password: [required(t('secure_question_password_label'))],
    };
    return valuesSchema.superRefine((values, ctx) => {
      const shown = (field: string) => (field === 'own_question' ? values.question === OWN : field !== 'old_answer' || hasQuestion);
      zodFormRefinement<Values>(rules, shown)(values, ctx);
    });
  }, [t, hasQuestion]);
  const firstId = questions[0]?.id ?? 1;
  const defaults: Values = {
    question: mine.custom ? OWN : String(mine.question?.id ?? firstId),
    own_question: mine.custom ? (mine.question?.text ?? '') : '',
    user_answer: '',
    old_answer: '',
    password: '',
  };
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  // The select follows the form's value, so the own question's field shows with it from the start.
  const question = useWatch({ control: form.control, name: 'question' });
  const ownChosen = question === OWN;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));

  const onValid = async (values: Values) => {
    setGeneral(null);
    onSaved(false);
    const outcome = await api.save({
      question: values.question === OWN ? { text: values.own_question } : { id: Number(values.question) },
      answer: values.user_answer,
      password: values.password,
      oldAnswer: hasQuestion ? values.old_answer : undefined,
      lang: site.lang,
    });
    if (outcome.ok) {
      client.setQueryData(secureQuestionKeys.mine(userId, site.lang), { mine: outcome.data, questions });
      onSaved(true);
      return;
    }
    const failure = { ...outcome.failure, fieldErrors: { ...outcome.failure.fieldErrors } };
    // The custom call names the question `question`; on this form that is the own question's field.
    if (failure.fieldErrors.question !== undefined && values.question === OWN) {
      failure.fieldErrors.own_question = failure.fieldErrors.question;
      delete failure.fieldErrors.question;
    }
    const split = splitFailure(t, failure, new Set(fields), { age: site.minAge });
    showFieldErrors(form, fields, split.onFields);
    setGeneral(split.general === null ? null : sessionsFailureText(t, { ...failure, fieldErrors: {} }, site.minAge));
  };

  const options = [
    ...questions.map((q) => ({ value: String(q.id), label: q.text })),
    { value: OWN, label: t('secure_question_own_option') },
  ];
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="secure-question-form-title"
      onSubmit={(event) => void form.handleSubmit(onValid, focusFirstError(form, fields))(event)}
    >
      <h2 id="secure-question-form-title" className={styles.title}>
        {t(hasQuestion ? 'secure_question_change_title' : 'secure_question_set_title')}
      </h2>
      <SelectField
        {...form.register('question')}
        value={question}
        label={t('secure_question_choose')}
        options={options}
        error={messageOf(errors.question?.message)}
      />
      {ownChosen && (
        <TextField
          {...form.register('own_question')}
          label={t('secure_question_own_label')}
          required
          maxLength={CUSTOM_QUESTION_MAX_LENGTH}
          error={messageOf(errors.own_question?.message)}
        />
      )}
      <TextField
        {...form.register('user_answer')}
        label={t('secure_question_answer_label')}
        hint={t('secure_question_answer_hint')}
        required
        autoComplete="off"
        maxLength={SECURE_ANSWER_MAX_LENGTH}
        error={messageOf(errors.user_answer?.message)}
      />
      {hasQuestion && (
        <TextField
          {...form.register('old_answer')}
          label={t('secure_question_old_answer_label')}
          required
          autoComplete="off"
          maxLength={SECURE_ANSWER_MAX_LENGTH}
          error={messageOf(errors.old_answer?.message)}
        />
      )}
      <PasswordField
        {...form.register('password')}
        label={t('secure_question_password_label')}
        required
        autoComplete="current-password"
        maxLength={128}
        error={messageOf(errors.password?.message)}
      />
      <div aria-live="polite">
        {general && <Alert messageKind="error">{general}</Alert>}
        {saved && <Alert messageKind="success">{t('secure_question_saved')}</Alert>}
      </div>
      <Button type="submit" variant="accent" size="l" loading={isSubmitting} data-testid="secure-question-submit">
        {t('secure_question_save')}
      </Button>
    </form>
  );
}
