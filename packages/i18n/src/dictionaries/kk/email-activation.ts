// Kazakh texts of the "emailActivation" namespace (e-mail confirmation, login and sign-in by e-mail in the office); the keys are those of the Russian source.
import type { emailActivationRu } from '../ru/email-activation';

export const emailActivationKk: Record<keyof typeof emailActivationRu, string> = {
  // office_activation_email
  office_activation_email_title: 'E-mail растау',
  office_activation_email_lead: '{{email}} мекенжайын растаңыз: сілтемесі бар хат немесе осында енгізілетін код жібереміз.',
  email_activation_send_link: 'Сілтеме жіберу',
  email_activation_send_code: 'Код жіберу',
  email_activation_link_sent:
    'Сілтемесі бар хат {{email}} мекенжайына жіберілді. Хатты ашып, сілтеме бойынша өтіңіз — ол 24 сағат жарамды.',
  email_activation_code_sent: 'Коды бар хат {{email}} мекенжайына жіберілді. Код 10 минут жарамды.',
  email_activation_code_label: 'Хаттағы код',
  email_activation_submit: 'Растау',
  email_activation_done: '{{email}} мекенжайы расталды.',
  email_activation_already: '{{email}} мекенжайы әлдеқашан расталған.',
  email_activation_no_email: 'Аккаунтқа e-mail байланыстырылмаған.',
  // office_email_change
  office_email_change_title: 'E-mail ауыстыру',
  office_email_change_lead:
    'Жаңа мекенжай мен аккаунт құпиясөзін енгізіңіз — жаңа мекенжайға код жібереміз. Кодты енгізсеңіз, мекенжай сіздікі болып, расталады.',
  email_change_new_label: 'Жаңа e-mail',
  email_change_code_sent: 'Код {{email}} мекенжайына жіберілді. Ол 10 минут жарамды.',
  email_change_link: 'E-mail ауыстыру',
  email_change_same: 'Бұл мекенжай аккаунтта әлдеқашан көрсетілген. Жаңасын енгізіңіз.',
  email_change_taken: 'Бұл мекенжай басқа аккаунтқа байланыстырылған. Егер ол сіздікі болса, қолдау қызметіне хабарласыңыз.',
  // the office_security page
  office_security_email_title: 'Электрондық пошта',
  office_security_email_none: 'E-mail көрсетілмеген.',
  office_security_email_unconfirmed: '{{email}} мекенжайы расталмаған.',
  office_security_email_confirmed: '{{email}} мекенжайы расталған.',
  office_security_email_link: 'E-mail растау',
  // office_change_login and security_auth_by_email (the ways to sign in with the password)
  office_change_login_title: 'Логин',
  office_change_login_lead:
    '{{number}} шот нөмірімен әрқашан кіруге болады. Есте сақтауға оңай логин ойлап табыңыз: ол нөмірмен қатар жұмыс істейді.',
  account_login_label: 'Логин',
  account_login_hint: '4–30 таңба: латын әріптері, цифрлар, нүкте, дефис және астын сызу белгісі; біріншісі — әріп.',
  account_login_now: 'Қазір: {{login}}',
  account_login_none: 'Логин таңдалмаған: шот нөмірімен кіріңіз.',
  account_login_save: 'Логинді сақтау',
  account_login_remove: 'Логиннен бас тарту',
  account_login_saved: '{{login}} логині сақталды. Онымен немесе шот нөмірімен кіріңіз.',
  account_login_removed: 'Логин жойылды. Шот нөмірімен кіріңіз.',
  account_login_too_short: 'Логин — кемінде 4 таңба.',
  account_login_too_long: 'Логин — 30 таңбадан аспауы керек.',
  account_login_letter_first: 'Логин латын әрпінен басталады.',
  account_login_symbols: 'Логинде тек латын әріптері, цифрлар, нүкте, дефис және астын сызу белгісі болады.',
  account_login_taken: 'Бұл логин бос емес. Басқасын ойлап табыңыз.',
  account_login_unavailable: 'Бұл сайтта логинмен кіруге болмайды.',
  account_login_failed: 'Сақтау мүмкін болмады. Қайта көріңіз.',
  security_auth_by_email_title: 'E-mail арқылы кіру',
  security_auth_by_email_lead:
    'Аккаунтқа e-mail мекенжайы мен құпиясөз арқылы кіруге бола ма, соны шешіңіз. Құпиясөзді қалпына келтіру сілтемелері поштаңызға кез келген жағдайда келеді.',
  security_auth_by_email_toggle: '{{email}} арқылы кіруге рұқсат беру',
  security_auth_by_email_on: 'E-mail арқылы кіру қосулы.',
  security_auth_by_email_off: 'E-mail арқылы кіру өшірулі: шот нөмірі, логин немесе телефон арқылы кіріңіз.',
  security_auth_by_email_no_email: 'Аккаунтта e-mail жоқ. Ол арқылы кіру үшін мекенжай қосыңыз.',
  security_auth_by_email_unconfirmed: '{{email}} мекенжайы әлі расталмаған.',
  security_auth_by_email_add: 'E-mail қосу',
  security_auth_by_email_confirm: 'E-mail растау',
  office_security_login_title: 'Логин және e-mail арқылы кіру',
  office_security_login_change: 'Логин таңдау',
  office_security_auth_by_email_link: 'E-mail арқылы кіруді баптау',
};
