// Uzbek texts of the "favourites" namespace: favourite games and championships, game subscriptions and their notices.
import type { favouritesRu } from '../ru/favourites';

export const favouritesUz: Record<keyof typeof favouritesRu, string> = {
  favourites_title: 'Sevimlilar',
  favourites_meta_title: 'Sevimli voqealar — {{brand}}',
  favourites_meta_description: '{{brand}} saytida real vaqtdagi koeffitsiyentlar va hisob bilan sevimli matchlar.',
  favourites_add: 'Sevimlilarga qoʻshish',
  favourites_remove: 'Sevimlilardan olib tashlash',
  favourites_added: 'Voqea sevimlilarga qoʻshildi',
  favourites_removed: 'Voqea sevimlilardan olib tashlandi',
  favourites_limit: 'Sevimlilarda koʻpi bilan {{limit}} ta voqea boʻlishi mumkin: ayrimlarini olib tashlang va qaytadan urinib koʻring.',
  favourites_failed: 'Sevimlilarni oʻzgartirib boʻlmadi: {{reason}}',
  favourites_empty: 'Sevimlilar hozircha boʻsh. Match shu yerda paydo boʻlishi uchun uning yonidagi yulduzchani bosing.',
  favourites_list_label: 'Sevimli voqealar',
  favourites_loading: 'Voqea yuklanmoqda…',
  favourites_gone: 'Voqea {{id}} endi liniyada yoʻq',
  favourites_live: 'Jonli',
  favourites_score: 'Hisob {{home}}:{{away}}',
  favourites_remove_game: 'Sevimlilardan olib tashlash: {{event}}',
  favourites_prices_label: 'Koeffitsiyentlar: {{event}}',
  favourites_open_game: 'Matchni ochish: {{event}}',
  favourites_games_title: 'Matchlar',

  favourites_champs_title: 'Chempionatlar',
  favourites_champs_empty:
    'Hozircha sevimli chempionatlar yoʻq. Chempionat shu yerda paydo boʻlishi uchun sport turlari roʻyxatida uning yonidagi yulduzchani bosing.',
  favourites_champ_add: '«{{champ}}» chempionatini sevimlilarga qoʻshish',
  favourites_champ_remove: '«{{champ}}» chempionatini sevimlilardan olib tashlash',
  favourites_champ_added: '«{{champ}}» chempionati sevimlilarga qoʻshildi',
  favourites_champ_removed: '«{{champ}}» chempionati sevimlilardan olib tashlandi',
  favourites_champ_limit:
    'Sevimlilarda koʻpi bilan {{limit}} ta chempionat boʻlishi mumkin: ayrimlarini olib tashlang va qaytadan urinib koʻring.',
  favourites_champ_storage:
    'Sevimlilarni saqlab boʻlmadi: brauzer saytga ma’lumot saqlashga ruxsat bermayapti. Brauzer sozlamalarini tekshiring.',
  favourites_champ_unknown: 'Chempionat № {{id}}',
  favourites_champ_idle: '{{champ}}: hozir matchlar yoʻq',
  favourites_champ_games: 'Matchlar: {{count}}',

  favourites_nav: 'Sevimlilar',
  favourites_section_loading: 'Sevimli matchlar yuklanmoqda…',
  favourites_section_failed: 'Boʻlim matchlarini yuklab boʻlmadi. Bir necha soniyadan soʻng qayta urinib koʻramiz.',
  favourites_top_title: 'Sevimli top voqealar',
  favourites_top_meta_title: 'Sevimli top voqealar — {{brand}}',
  favourites_top_meta_description:
    '{{brand}} saytida jonli va liniyadagi top voqealar orasidagi sevimli matchlaringiz — real vaqtdagi koeffitsiyentlar bilan.',
  favourites_top_empty:
    'Top voqealar orasida sevimli matchlaringiz yoʻq. Topdagi match yonidagi yulduzchani bosing: u topda turgan paytda shu yerda koʻrinadi.',
  favourites_top_browse: 'Top voqealarni koʻrish',
  favourites_cricket_title: 'Kriket boʻyicha sevimli matchlar',
  favourites_cricket_meta_title: 'Sevimli kriket — {{brand}}',
  favourites_cricket_meta_description: '{{brand}} saytida real vaqtdagi koeffitsiyentlar bilan kriket boʻyicha sevimli matchlaringiz.',
  favourites_cricket_empty:
    'Sevimlilarda kriket matchlari yoʻq. Match shu yerda paydo boʻlishi uchun kriket matchi yonidagi yulduzchani bosing.',
  favourites_cricket_browse: 'Barcha kriket matchlari',

  favourites_sub_bell: 'Match haqida bildirishnomalar',
  favourites_sub_title: 'Bildirishnomalar',
  favourites_sub_intro: '{{event}}: qaysi voqealar haqida xabar beraylik?',
  favourites_sub_events_label: 'Match voqealari',
  favourites_sub_save: 'Saqlash',
  favourites_sub_cancel: 'Bekor qilish',
  favourites_sub_saved: 'Match haqidagi bildirishnomalar saqlandi',
  favourites_sub_cleared: 'Match haqidagi bildirishnomalar oʻchirildi',
  favourites_sub_sign_in: 'Matchlar haqida bildirishnomalar olish uchun kiring.',
  favourites_sub_loading: 'Voqealar yuklanmoqda…',
  favourites_sub_failed: 'Bajarib boʻlmadi: {{reason}}',
  favourites_sub_none: 'Match tugadi: endi xabar beradigan narsa yoʻq.',

  favourites_notice_start: 'Match boshlandi',
  favourites_notice_goal: 'Hisob oʻzgardi: {{score}}',
  favourites_notice_period: 'Davr tugadi, hisob {{score}}',
  favourites_notice_red_card: 'Qizil kartochka, hisob {{score}}',
  favourites_notice_result: 'Match tugadi, yakuniy hisob {{score}}',
  favourites_notice_cancelled: 'Match bekor qilindi',
};
