// Kazakh texts of the "phoneBinding" namespace; the keys are those of the Russian source.
import type { phoneBindingRu } from '../ru/phone-binding';

export const phoneBindingKk: Record<keyof typeof phoneBindingRu, string> = {
  // office_phone_binding
  office_phone_binding_title: 'Телефонды байланыстыру',
  office_phone_binding_lead: 'Нөмір SMS арқылы кіру және қолжетімділікті қалпына келтіру үшін қажет. Оған код жібереміз.',
  // office_phone_activate
  office_phone_activate_title: 'Телефонды растау',
  office_phone_activate_lead: '+{{phone}} нөміріне код жібереміз. Нөмір сіздікі екенін растау үшін кодты енгізіңіз.',
  // office_phone_change
  office_phone_change_title: 'Телефонды ауыстыру',
  office_phone_change_lead:
    'Құпия сұраққа жауап беріңіз — қазіргі нөміріңізге код жібереміз. Содан кейін жаңа нөмірді көрсетіп, оған келген кодты енгізіңіз.',
  phone_change_old_step: '2 қадамның 1-қадамы: код қазіргі +{{phone}} нөміріне келеді.',
  phone_change_send_old_code: 'Жауап беріп, код алу',
  phone_change_next: 'Әрі қарай',
  phone_change_new_step: '2 қадамның 2-қадамы: жаңа нөмір және оған келген код. Бұған 15 минут беріледі.',
  phone_change_link: 'Телефонды ауыстыру',
  phone_change_set_question_link: 'Құпия сұрақ орнату',
  phone_binding_submit: 'Растау',
  phone_binding_done: '+{{phone}} телефоны байланыстырылды және расталды.',
  phone_binding_already_done: '+{{phone}} телефоны расталған. Оны «Қауіпсіздік» бөлімінде ауыстыруға болады.',
  phone_binding_has_unconfirmed: 'Аккаунтқа расталмаған +{{phone}} нөмірі байланыстырылған.',
  phone_binding_activate_link: 'Бұл нөмірді растау',
  phone_binding_no_phone_text: 'Аккаунтқа телефон байланыстырылмаған.',
  phone_binding_bind_link: 'Телефонды байланыстыру',
  phone_binding_back_to_security: '«Қауіпсіздік» бөліміне оралу',
  phone_binding_load_failed: 'Телефон деректерін жүктеу мүмкін болмады. Бетті жаңартыңыз.',
  // field messages of the phone calls
  phone_binding_already_confirmed: 'Телефон расталған. Басқа нөмір көрсету үшін телефонды ауыстырыңыз.',
  phone_binding_no_phone: 'Аккаунтқа телефон байланыстырылмаған. Алдымен нөмірді байланыстырыңыз.',
  phone_binding_taken: 'Бұл нөмір басқа аккаунтқа байланыстырылған. Егер нөмір сіздікі болса, қолдау қызметіне хабарласыңыз.',
  phone_change_no_confirmed_phone: 'Аккаунтта расталған телефон жоқ. Нөмірді байланыстырыңыз немесе растаңыз.',
  phone_change_no_question: 'Алдымен құпия сұрақ орнатыңыз: оның жауабынсыз телефонды ауыстыру мүмкін емес.',
  phone_change_expired: 'Телефонды ауыстыру уақыты бітті. Қайтадан бастаңыз.',
  phone_change_same: 'Бұл нөмір аккаунтқа әлдеқашан байланыстырылған. Жаңа нөмір енгізіңіз.',
  // the office_security page
  office_security_phone_title: 'Телефон',
  office_security_phone_none:
    'Телефон байланыстырылмаған. SMS арқылы кіру және қолжетімділікті қалпына келтіру үшін нөмірді байланыстырыңыз.',
  office_security_phone_unconfirmed: '+{{phone}} нөмірі расталмаған.',
  office_security_phone_confirmed: '+{{phone}} нөмірі расталған.',
  office_security_phone_state_confirmed: 'Расталған',
  office_security_phone_state_unconfirmed: 'Расталмаған',
  office_security_phone_state_none: 'Байланыстырылмаған',
};
