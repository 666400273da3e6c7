// Kazakh texts of the "twoFactor" namespace (the office security page and two-factor sign-in); the keys are those of the Russian source.
import type { twoFactorRu } from '../ru/two-factor';

export const twoFactorKk: Record<keyof typeof twoFactorRu, string> = {
  // office_security
  office_security_title: 'Қауіпсіздік',
  office_security_lead: 'Аккаунтыңызға кіру қалай қорғалған.',
  office_security_two_factor_title: 'Екі факторлы қорғау',
  office_security_two_factor_on: '{{date}} күнінен бастап қосулы: кіру кезінде аутентификатор қолданбасынан код қажет.',
  office_security_two_factor_off: 'Өшірулі: кіру үшін құпиясөз жеткілікті.',
  office_security_two_factor_enable: 'Қосу',
  office_security_two_factor_disable: 'Өшіру',
  office_security_password_title: 'Құпиясөз',
  office_security_password_hint: 'Құпиясөзді ауыстырыңыз және қаласаңыз, басқа сеанстарды аяқтаңыз.',
  office_security_password_link: 'Құпиясөзді ауыстыру',
  office_security_sessions_title: 'Сеанстар',
  office_security_sessions_hint: 'Аккаунтқа кірген құрылғылар; кез келген сеансты аяқтауға болады.',
  office_security_sessions_link: 'Сеанстар тарихы',
  office_security_state_on: 'Қосулы',
  office_security_state_off: 'Өшірулі',

  // office_enable_two_factor_auth
  two_factor_enable_title: 'Екі факторлы қорғауды қосу',
  two_factor_enable_lead:
    'Қосқаннан кейін әр кірген сайын аутентификатор қолданбасынан алты таңбалы код қажет болады (Google Authenticator, Яндекс Ключ, Microsoft Authenticator және т.б.).',
  two_factor_step_scan: '1. QR кодты қолданбамен сканерлеңіз',
  two_factor_qr_alt: 'Аутентификатор қолданбасына арналған QR код',
  two_factor_step_type: 'Немесе кілтті қолданбаға қолмен енгізіңіз',
  two_factor_secret_label: 'Кілт',
  two_factor_copy: 'Кілтті көшіру',
  two_factor_copied: 'Кілт көшірілді',
  two_factor_step_code: '2. Қолданба көрсеткен кодты енгізіңіз',
  two_factor_code_label: 'Қолданбадағы код',
  two_factor_enable_submit: 'Қосу',
  two_factor_already_on: 'Екі факторлы қорғау қосулы тұр.',
  two_factor_enabled_title: 'Екі факторлы қорғау қосылды',
  two_factor_recovery_lead: 'Қалпына келтіру кодын сақтаңыз. Ол тек қазір көрсетіледі: онымен қолданбасыз кіріп, қорғауды өшіруге болады.',
  two_factor_recovery_label: 'Қалпына келтіру коды',
  two_factor_recovery_saved: 'Қалпына келтіру кодын сақтадым',
  two_factor_recovery_done: 'Дайын',

  // office_disable_two_factor_auth
  two_factor_disable_title: 'Екі факторлы қорғауды өшіру',
  two_factor_disable_lead: 'Қорғауды қосқан кезде алған қалпына келтіру кодын енгізіңіз.',
  two_factor_hash_label: 'Қалпына келтіру коды',
  two_factor_disable_submit: 'Өшіру',
  two_factor_already_off: 'Екі факторлы қорғау өшірулі.',
  two_factor_disabled: 'Екі факторлы қорғау өшірілді',
  two_factor_back_to_security: 'Қауіпсіздік бөліміне',

  // The sign-in's second step
  two_factor_sign_in_lead: 'Аутентификатор қолданбасындағы кодты енгізіңіз.',
  two_factor_sign_in_submit: 'Растау',
  two_factor_use_recovery: 'Қолданбаға қолжетімділік жоқ па? Қалпына келтіру кодымен кіру',
  two_factor_use_code: 'Қолданбадағы кодты енгізу',
  two_factor_recovery_sign_in_lead: 'Қалпына келтіру кодымен кірсеңіз, екі факторлы қорғау өшіріледі; кейін оны қайта қосуға болады.',
  two_factor_turned_off_notice: 'Екі факторлы қорғау өшірілді: оны «Қауіпсіздік» бөлімінде қайта қосыңыз.',
  two_factor_start_over: 'Қайта кіру',

  // Message keys of the two-factor calls
  two_factor_wrong_code: 'Код қате',
  two_factor_code_used: 'Бұл код пайдаланылған, келесісін күтіңіз',
  two_factor_wrong_hash: 'Қалпына келтіру коды қате',
  two_factor_code_format: 'Код — алты цифр',
  two_factor_hash_format: 'Қалпына келтіру коды — 32 таңба (цифрлар және a–f әріптері)',
  two_factor_no_phone: 'SMS код үшін расталған телефон қажет',
  two_factor_setup_first: 'Алдымен QR кодты алыңыз',
  two_factor_sign_in_again: 'Кодты енгізу уақыты бітті, қайта кіріңіз',
  two_factor_load_failed: 'Қорғау деректерін жүктеу мүмкін болмады.',
};
