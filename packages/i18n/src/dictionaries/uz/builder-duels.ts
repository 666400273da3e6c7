// Uzbek texts of the "builderDuels" namespace: the bet builder, the duels page and the bet lobby.
import type { builderDuelsRu } from '../ru/builder-duels';

export const builderDuelsUz: Record<keyof typeof builderDuelsRu, string> = {
  // The builder on a game page
  builder_title: 'Tikish konstruktori',
  builder_lead:
    'Ushbu matchning {{min}} tadan {{max}} tagacha natijasini bitta tikishga yigʻing: koeffitsiyent ular uchun birgalikda hisoblanadi.',
  builder_open: 'Tikish yigʻish',
  builder_hide: 'Yashirish',
  builder_match: 'Match',
  builder_outcome_label: '{{outcome}}, koeffitsiyent {{price}}',
  builder_added: 'Konstruktorda: {{outcome}}',
  builder_removed: 'Konstruktordan olib tashlandi: {{outcome}}',
  builder_replaced: 'Bozor natijasi almashtirildi: {{outcome}}',
  builder_restarted: 'Konstruktor boshqa match bilan qaytadan boshlandi: {{outcome}}',
  builder_limit: 'Konstruktordagi natijalar soni allaqachon eng koʻp.',
  // The builder in the slip
  builder_slip_title: 'Tikish konstruktori',
  builder_legs: 'Konstruktor natijalari',
  builder_remove: 'Konstruktordan olib tashlash: {{outcome}}',
  builder_coefficient: 'Konstruktor koeffitsiyenti',
  builder_product: 'Koʻpaytirilsa',
  builder_note_one_leg: 'Ushbu matchning yana kamida bitta natijasini qoʻshing.',
  builder_stake_in: 'Konstruktor tikishi summasi, {{currency}}',
  builder_place: 'Konstruktor tikishini qilish',
  builder_clear: 'Konstruktorni tozalash',

  // Duels
  duels_title: 'Duellar',
  duels_meta_title: 'Duellar: kim koʻproq gol uradi',
  duels_meta_description: 'Turli matchlardan ikki jamoani tanlang va koʻproq gol uradiganiga tiking.',
  duels_lead: 'Turli matchlardan ikki jamoani tanlang: tikish ulardan qaysi biri oʻz matchida koʻproq gol urishiga qilinadi.',
  duels_team_a: 'A jamoa',
  duels_team_b: 'B jamoa',
  duels_choose: 'Jamoani tanlang',
  duels_team_option: '{{team}} (raqib: {{opponent}}, {{start}})',
  duels_build: 'Duel tuzish',
  duels_loading: 'Jamoalar yuklanmoqda…',
  duels_none: 'Hozir duel tuzish mumkin boʻlgan matchlar yoʻq.',
  duels_failed: 'Jamoalarni yuklab boʻlmadi.',
  duels_retry: 'Takrorlash',
  duels_refused: 'Duel tuzilmadi.',
  duels_unanswered: 'Server javob bermadi. Qaytadan urinib koʻring.',
  duels_duel: '{{team1}} — {{team2}} dueli',
  duels_sides: '{{team}}, match: {{game}}',
  duels_outcome_label: '{{event}}: {{outcome}}, koeffitsiyent {{price}}',
  duels_pick_note: 'Duel natijalari boshqa har qanday natija kabi kuponga tushadi.',
  duels_link: 'Duellar',

  // The bet lobby
  lobby_title: 'Tikishlar lobbisi',
  lobby_meta_description:
    'Boshqa oʻyinchilarning ochiq tikishlari: oʻz kuponingizga nusxalash mumkin boʻlgan voqealar va koeffitsiyentlar.',
  lobby_lead: 'Oʻyinchilar lobbida koʻrsatgan tikishlar. Voqealar va koeffitsiyentlar koʻrinadi, summalar esa koʻrinmaydi.',
  lobby_empty: 'Lobbida hozircha ochiq tikishlar yoʻq.',
  lobby_failed: 'Lobbini yuklab boʻlmadi.',
  lobby_retry: 'Takrorlash',
  lobby_bet_label: 'Oʻyinchi tikishi: {{name}}',
  lobby_copy: 'Kuponga nusxalash',
  lobby_copy_label: 'Oʻyinchi tikishini kuponga nusxalash: {{name}}',
  lobby_link: 'Tikishlar lobbisi',
  betting_more_label: 'Tikishning boshqa usullari',
};
