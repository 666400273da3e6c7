// Saving the mailing choice from a form (office_settings_mailing, office_email_subscription): the
// answer becomes the saved state in the player's cache, a refusal is said in words.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailingChoice } from '@stavka/contract/mailing';
import { useRootData } from '../../../shared/root-data';
import { sessionsFailureText } from '../sessions/sessions-errors';
import { usePlayerId } from '../two-factor/two-factor-queries';
import { mailingKeys, useMailingApi } from './mailing-queries';

export type MailingOutcome = { ok: true } | { ok: false; text: string } | null;

export function useMailingSave() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useMailingApi();
  const queryClient = useQueryClient();
  const userId = usePlayerId();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<MailingOutcome>(null);

  /** Sends the kinds given; the whole saved choice on success, null on a refusal. */
  const save = async (subscriptions: Partial<MailingChoice['subscriptions']>): Promise<MailingChoice | null> => {
    setSaving(true);
    const answer = await api.save(subscriptions);
    setSaving(false);
    if (!answer.ok) {
      setOutcome({ ok: false, text: answer.failure.id === null ? t('mailing_save_failed') : sessionsFailureText(t, answer.failure, site.minAge) });
      return null;
    }
    queryClient.setQueryData(mailingKeys.mine(userId), answer.data);
    setOutcome({ ok: true });
    return answer.data;
  };
  return { saving, outcome, save, clearOutcome: () => setOutcome(null) };
}
