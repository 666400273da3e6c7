// German texts of the "phoneBinding" namespace (linking, confirming and changing the phone number); keys of ru/phone-binding.ts.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingDe: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Telefonnummer verknüpfen',
  office_phone_binding_lead:
    'Die Nummer wird für die Anmeldung per SMS und die Wiederherstellung des Zugangs benötigt. Wir senden einen Code an diese Nummer.',
  // office_phone_activate
  office_phone_activate_title: 'Telefonnummer bestätigen',
  office_phone_activate_lead: 'Wir senden einen Code an +{{phone}}. Geben Sie ihn ein, um zu bestätigen, dass die Nummer Ihnen gehört.',
  // office_phone_change
  office_phone_change_title: 'Telefonnummer ändern',
  office_phone_change_lead:
    'Beantworten Sie die Sicherheitsfrage – wir senden dann einen Code an Ihre bisherige Nummer. Geben Sie anschließend die neue Nummer und den Code ein, den Sie darauf erhalten.',
  phone_change_old_step: 'Schritt 1 von 2: Der Code wird an Ihre bisherige Nummer +{{phone}} gesendet.',
  phone_change_send_old_code: 'Antworten und Code erhalten',
  phone_change_next: 'Weiter',
  phone_change_new_step: 'Schritt 2 von 2: die neue Nummer und der Code, den Sie darauf erhalten. Dafür haben Sie 15 Minuten.',
  phone_change_link: 'Telefonnummer ändern',
  phone_change_set_question_link: 'Sicherheitsfrage festlegen',
  phone_binding_submit: 'Bestätigen',
  phone_binding_done: 'Die Telefonnummer +{{phone}} ist verknüpft und bestätigt.',
  phone_binding_already_done: 'Die Telefonnummer +{{phone}} ist bereits bestätigt. Sie können sie im Bereich „Sicherheit“ ändern.',
  phone_binding_has_unconfirmed: 'Mit Ihrem Konto ist die unbestätigte Nummer +{{phone}} verknüpft.',
  phone_binding_activate_link: 'Diese Nummer bestätigen',
  phone_binding_no_phone_text: 'Mit Ihrem Konto ist keine Telefonnummer verknüpft.',
  phone_binding_bind_link: 'Telefonnummer verknüpfen',
  phone_binding_back_to_security: 'Zurück zu „Sicherheit“',
  phone_binding_load_failed: 'Die Telefondaten konnten nicht geladen werden. Laden Sie die Seite neu.',
  // field messages of the phone calls
  phone_binding_already_confirmed:
    'Die Telefonnummer ist bereits bestätigt. Um eine andere Nummer anzugeben, ändern Sie die Telefonnummer.',
  phone_binding_no_phone: 'Mit Ihrem Konto ist keine Telefonnummer verknüpft. Verknüpfen Sie zuerst eine Nummer.',
  phone_binding_taken: 'Diese Nummer ist mit einem anderen Konto verknüpft. Wenden Sie sich an den Kundenservice, wenn es Ihre Nummer ist.',
  phone_change_no_confirmed_phone: 'Ihr Konto hat keine bestätigte Telefonnummer. Verknüpfen oder bestätigen Sie eine Nummer.',
  phone_change_no_question: 'Legen Sie zuerst eine Sicherheitsfrage fest: Ohne ihre Antwort lässt sich die Telefonnummer nicht ändern.',
  phone_change_expired: 'Die Zeit für die Änderung der Telefonnummer ist abgelaufen. Beginnen Sie erneut.',
  phone_change_same: 'Diese Nummer ist bereits mit Ihrem Konto verknüpft. Geben Sie eine neue ein.',
  // the office_security page
  office_security_phone_title: 'Telefon',
  office_security_phone_none:
    'Keine Telefonnummer verknüpft. Verknüpfen Sie eine Nummer, um sich per SMS anzumelden und den Zugang wiederherzustellen.',
  office_security_phone_unconfirmed: 'Die Nummer +{{phone}} ist nicht bestätigt.',
  office_security_phone_confirmed: 'Die Nummer +{{phone}} ist bestätigt.',
  office_security_phone_state_confirmed: 'Bestätigt',
  office_security_phone_state_unconfirmed: 'Nicht bestätigt',
  office_security_phone_state_none: 'Nicht verknüpft',
};
