// French texts of the "accountSecurity" namespace (office → security: the account's protection level and the support PIN), typed by the Russian source.
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityFr: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Niveau de protection',
  security_level_low: 'Faible',
  security_level_medium: 'Moyen',
  security_level_high: 'Élevé',
  security_level_summary: 'Mesures de protection en place : {{done}} sur {{total}}',
  security_level_load_failed: 'Impossible de charger le niveau de protection. Rechargez la page.',
  security_check_email_confirmed: 'Confirmer l’e-mail',
  security_check_phone_confirmed: 'Confirmer le téléphone',
  security_check_two_factor: 'Activer la double authentification',
  security_check_secure_question: 'Définir une question secrète',
  security_check_done: 'Fait',
  security_check_todo: 'Pas encore fait',
  support_pin_title: 'Code PIN pour le service client',
  support_pin_hint:
    'Donnez ce code quand vous contactez l’assistance : il nous permet de vérifier que nous parlons bien au titulaire du compte. Ne le communiquez à personne d’autre.',
  support_pin_get: 'Obtenir un nouveau code PIN',
  support_pin_shown: 'Votre code PIN : {{pin}}. Notez-le : nous ne l’affichons qu’une seule fois.',
  support_pin_issued_at: 'Le code actuel a été délivré le {{date}}. Un nouveau code le remplacera.',
  support_pin_none: 'Aucun code PIN n’a encore été délivré.',
  support_pin_failed: 'Impossible de délivrer un code PIN. Réessayez.',
};
