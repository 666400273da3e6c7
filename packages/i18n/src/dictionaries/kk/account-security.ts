// Kazakh texts of the account's protection level and the support PIN (office → security); the keys are those of the Russian source.
import type { accountSecurityRu } from '../ru/account-security';

export const accountSecurityKk: Record<keyof typeof accountSecurityRu, string> = {
  security_level_title: 'Қорғау деңгейі',
  security_level_low: 'Төмен',
  security_level_medium: 'Орташа',
  security_level_high: 'Жоғары',
  security_level_summary: 'Орындалған қорғау шаралары: {{total}} ішінен {{done}}',
  security_level_load_failed: 'Қорғау деңгейін жүктеу мүмкін болмады. Бетті жаңартыңыз.',
  security_check_email_confirmed: 'E-mail растау',
  security_check_phone_confirmed: 'Телефонды растау',
  security_check_two_factor: 'Екі факторлы қорғауды қосу',
  security_check_secure_question: 'Құпия сұрақ орнату',
  security_check_done: 'Орындалды',
  security_check_todo: 'Әлі орындалмаған',
  support_pin_title: 'Қолдау қызметіне арналған PIN код',
  support_pin_hint:
    'Қолдау қызметіне жүгінгенде осы кодты айтыңыз: ол арқылы біз шот иесімен сөйлесіп тұрғанымызға көз жеткіземіз. Оны басқа ешкімге айтпаңыз.',
  support_pin_get: 'Жаңа PIN код алу',
  support_pin_shown: 'PIN кодыңыз: {{pin}}. Оны жазып алыңыз: біз оны тек бір рет көрсетеміз.',
  support_pin_issued_at: 'Қолданыстағы код {{date}} күні берілген. Жаңа код оны ауыстырады.',
  support_pin_none: 'PIN код әлі берілмеген.',
  support_pin_failed: 'PIN код беру мүмкін болмады. Қайта көріңіз.',
};
