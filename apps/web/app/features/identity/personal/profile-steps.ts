// The steps office_clarify_data and office_identification_welcome share: the player's name and
// birth date as kept (decision 0035), and their identity check (issue 13 "Identification").
import type { TFunction } from 'i18next';
import type { AccountData } from '@stavka/contract/account';
import type { IdentificationState } from '@stavka/contract/identification';
import { formatCalendarDate } from './account-text';
import type { Step } from './step-card';

export function nameStep(t: TFunction, data: AccountData, lang: string): Step {
  const { first_name: first, last_name: last, middle_name: middle, birth_date: birth } = data;
  const done = first !== null && last !== null && birth !== null;
  return {
    id: 'name',
    title: 'clarify_step_name',
    done,
    text: done ? t('clarify_step_name_done', { name: [last, first, middle].filter((part) => part !== null).join(' '), date: formatCalendarDate(lang, birth) }) : t('clarify_step_name_todo'),
    link: done ? null : { route: 'office_account_edit', label: 'account_edit_link' },
  };
}

/** The check as it stands, leading to where the player acts next: its start, or its status while it waits. */
export function identityStep(t: TFunction, state: IdentificationState): Step {
  const { status } = state;
  const reason = status === 'rejected' && state.reason !== null ? ` ${t('identification_reason_label')}: ${state.reason}` : '';
  return {
    id: 'identity',
    title: 'clarify_step_identity',
    done: status === 'verified',
    text: `${t(`identification_status_${status}`)}.${reason}`,
    link:
      status === 'pending'
        ? { route: 'office_account_verification', label: 'identification_go_status' }
        : status === 'verified'
          ? null
          : { route: 'office_identification_welcome', label: 'clarify_identity_start' },
  };
}
