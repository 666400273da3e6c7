// How the account screens say a failed read and a kept date (issue 13 "Account").
import type { TFunction } from 'i18next';
import type { DocumentField, DocumentType } from '@stavka/contract/account';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { intlLocale } from '@stavka/i18n/format';
import { sessionsFailureText } from '../sessions/sessions-errors';
import { failureOf } from '../two-factor/two-factor-queries';

export const documentTypeKey = (type: DocumentType): MessageKey => `account_document_type_${type}`;
export const documentFieldKey = (field: DocumentField): MessageKey => `account_${field}`;

/** A calendar date as kept ('1990-04-12'), in the reader's words, never moved by a time zone. */
export function formatCalendarDate(language: string, date: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function accountFailureText(t: TFunction, error: unknown, minAge: number): string {
  const failure = failureOf(error);
  return failure === null ? t('account_error_generic') : sessionsFailureText(t, failure, minAge);
}
