// Kazakh texts of the "delivery" namespace (codes, links and the development outbox page); the keys are those of the Russian source.
// SMS texts stay short: one SMS segment in Cyrillic holds 70 characters.
import type { deliveryRu } from '../ru/delivery';

export const deliveryKk: Record<keyof typeof deliveryRu, string> = {
  delivery_code_phone_registration: '{{brand}}: тіркелуді растау коды {{code}}. Оны ешкімге айтпаңыз.',
  delivery_code_sms_sign_in: '{{brand}}: кіру коды {{code}}. Оны ешкімге айтпаңыз.',
  delivery_code_password_reset: '{{brand}}: құпиясөзді қалпына келтіру коды {{code}}. Оны ешкімге айтпаңыз.',
  delivery_code_email_activation: '{{brand}}: e-mail растау коды {{code}}. Оны ешкімге айтпаңыз.',
  delivery_code_phone_binding: '{{brand}}: телефонды байланыстыру коды {{code}}. Оны ешкімге айтпаңыз.',
  delivery_code_phone_change: '{{brand}}: телефонды ауыстыру коды {{code}}. Оны ешкімге айтпаңыз.',
  delivery_code_email_change: '{{brand}}: e-mail ауыстыру коды {{code}}. Оны ешкімге айтпаңыз.',
  delivery_code_two_factor: '{{brand}}: екі факторлы қорғау коды {{code}}. Оны ешкімге айтпаңыз.',
  delivery_credentials_subject: '{{brand}}: шотыңыздың деректері',
  delivery_credentials_text:
    '{{brand}} сайтындағы шотыңыз:\n\nШот нөмірі (логин): {{login}}\nҚұпиясөз: {{password}}\n\nБұл хатты сақтаңыз және оны ешкімге көрсетпеңіз. Құпиясөзді жеке кабинетте ауыстыруға болады.',
  delivery_code_subject: '{{brand}}: растау коды {{code}}',
  delivery_code_valid_for: 'Код {{minutes}} мин. жарамды.',
  delivery_link_email_activation_subject: '{{brand}}: e-mail мекенжайын растаңыз',
  delivery_link_email_activation_text:
    'Сәлеметсіз бе! {{brand}} сайтында e-mail мекенжайын растау үшін сілтемені ашыңыз:\n{{link}}\n\nСілтеме {{hours}} сағ. жарамды. Егер сіз тіркелмеген болсаңыз, бұл хатты жойып жіберіңіз.',
  delivery_link_password_reset_subject: '{{brand}}: құпиясөзді қалпына келтіру',
  delivery_link_password_reset_text:
    'Сәлеметсіз бе! {{brand}} сайтында жаңа құпиясөз орнату үшін сілтемені ашыңыз:\n{{link}}\n\nСілтеме {{hours}} сағ. жарамды. Егер құпиясөзді қалпына келтіруді сұрамаған болсаңыз, бұл хатты жойып жіберіңіз: құпиясөз өзгермейді.',
  delivery_link_invalid: 'Сілтеме жарамсыз: ол пайдаланылған немесе мерзімі өтіп кеткен. Жаңасын сұратыңыз.',
  delivery_retry_after: 'Әрекет тым көп. {{seconds}} сек. өткен соң қайталаңыз.',
  delivery_resend_after: 'Кодты {{seconds}} сек. өткен соң қайта жіберуге болады.',
  delivery_outbox_title: 'Шығыс хабарламалар',
  delivery_outbox_notice:
    'Әзірлеуге арналған бет: мұнда сайт SMS, e-mail және мессенджер арқылы жіберетін барлық код пен сілтеме көрінеді. Жұмыс істеп тұрған сайтта бұл бет жоқ.',
  delivery_outbox_filter_label: 'Алушы (телефон, e-mail немесе чат)',
  delivery_outbox_filter_submit: 'Көрсету',
  delivery_outbox_filter_reset: 'Барлық хабарламалар',
  delivery_outbox_empty: 'Хабарламалар жоқ. Сайттан код сұратыңыз, ол осында пайда болады.',
  delivery_outbox_to: 'Кімге',
  delivery_outbox_subject: 'Тақырыбы',
  delivery_outbox_purpose: 'Мақсаты',
  delivery_outbox_sent_at: 'Жіберілген уақыты',
  delivery_outbox_channel_sms: 'SMS',
  delivery_outbox_channel_email: 'Эл. пошта',
  delivery_outbox_channel_messenger: 'Мессенджер',
  delivery_outbox_copy_code: 'Кодты көшіру',
};
