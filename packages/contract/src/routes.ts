// The named route table (DESIGN §5, product-spec §2): every page of the site by name, with its
// path below the language prefix, its parameter rules and its guard metadata. Links, redirects,
// the sitemap and tests build URLs only through `href()`; the web router takes its patterns from
// `routePattern()`. Path params are typed from the pattern: '/line/:sportSlug/:champSlug?' needs
// sportSlug and may take champSlug.
import { registrationTypes } from './site-config';

/** Guard metadata read by the route guard (spec §2 "Route guard"). */
export interface RouteMeta {
  /** 'required': only signed-in players; 'guest': only visitors who are logged out. */
  auth?: 'required' | 'guest';
  /** The languages the page exists in; absent means all. */
  langs?: readonly string[];
  hiddenOnDefaultLang?: boolean;
  onlyAuthOnNonDefaultSetup?: boolean;
  /** Opened as a modal that cannot be closed by clicking outside (spec §2). */
  modal?: boolean;
  /** Opened in a new window or a modal STATISTIC_POPUP_WIDTH wide (spec §2 statistics popups). */
  popup?: boolean;
}

/** A parameter rule: the allowed values, or a pattern the value must match. */
export type ParamRule = RegExp | readonly string[];

export interface RouteDef {
  readonly path: string;
  readonly meta?: RouteMeta;
  readonly params?: Readonly<Record<string, ParamRule>>;
  /** Values of optional params used when a URL leaves them out. */
  readonly defaults?: Readonly<Record<string, string>>;
}

const DIGITS = /^\d+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUTH = { auth: 'required' } as const;
const GUEST_MODAL = { auth: 'guest', modal: true } as const;
const POPUP = { popup: true } as const;

/** Feed kinds in betting paths (spec §3 "Feed kinds: line, live"). */
export const bettingModes = ['line', 'live'] as const;
const MODE = { mode: bettingModes } as const;

/** Information page keys (spec §2 "Information pages (by key)"). */
export const informationPageKeys = [
  'information', 'contacts', 'about', 'howbet', 'rules', 'payment', 'cookies', 'ussdinstruction',
  'points', 'taxes', 'mainRules', 'simpleIdentification', 'consent', 'licenses', 'privacyPolicy',
  'amlkyc', 'amlpolicy', 'kycpolicy', 'disputeresolution', 'responsiblegaming', 'smsbets',
  'confirmTerms', 'calc', 'cashTerminals', 'rulesFrame', 'bettingCalculator',
] as const;
export type InformationPageKey = (typeof informationPageKeys)[number];

/** Sports home tabs (spec §2), in display order. */
export const sportsHomeTabs = [
  'home', 'betsonyour', 'cyber', 'ufc', 'politics', 'marble', 'best', 'team', 'topgame',
  'recommendation', 'top-events',
] as const;
export type SportsHomeTab = (typeof sportsHomeTabs)[number];

/** Sport ids allowed in the cyber statistics popup (spec §2). */
export const cyberStatisticSportIds = [85, 89, 144] as const;
const CYBER_SPORT_IDS = ['85', '89', '144'] as const;

/** Width of a statistics popup window in pixels (spec §2). */
export const STATISTIC_POPUP_WIDTH = 1024;

/** Draw statuses of toto draws (spec §2 "drawStatus (one of the draw status values)"). */
export const drawStatuses = ['active', 'upcoming', 'finished', 'cancelled'] as const;
/** Lottery/draw game kinds (spec §3), by name as they appear in paths. */
export const totoKinds = [
  'fifteen', 'score', 'football', 'hockey', 'basket', 'cricket', 'cyberfootball', 'cybersport',
  'free', 'jackpot',
] as const;
const DRAW = { totoKind: totoKinds, drawId: DIGITS } as const;

export const routes = {
  home: { path: '/' },

  // Personal office (spec §2 "Personal office route names"); all need a signed-in player.
  office: { path: '/office', meta: AUTH },
  office_account: { path: '/office/account', meta: AUTH },
  office_account_edit: { path: '/office/account/edit', meta: AUTH },
  office_account_verification: { path: '/office/account/verification', meta: AUTH },
  office_account_identification: { path: '/office/account/identification', meta: AUTH },
  office_identification_welcome: { path: '/office/account/identification/welcome', meta: AUTH },
  office_convert_account: { path: '/office/account/convert', meta: AUTH },
  office_clarify_data: { path: '/office/account/clarify', meta: AUTH },
  office_history: { path: '/office/history', meta: AUTH },
  office_bets_history_mail: { path: '/office/history/mail', meta: AUTH },
  office_bets_history_clear: { path: '/office/history/clear', meta: AUTH },
  office_bringfriend: { path: '/office/bringfriend', meta: AUTH },
  office_bring_friend_rules: { path: '/office/bringfriend/rules', meta: AUTH },
  office_bring_friend_banners: { path: '/office/bringfriend/banners', meta: AUTH },
  office_bring_friend_main: { path: '/office/bringfriend/main', meta: AUTH },
  office_casino: { path: '/office/casino', meta: AUTH },
  office_casino_vip_cashback: { path: '/office/casino/vip-cashback', meta: AUTH },
  office_casino_mail_history: { path: '/office/casino/mail-history', meta: AUTH },
  office_deduce: { path: '/office/deduce', meta: AUTH },
  office_recharge: { path: '/office/recharge', meta: AUTH },
  /** Where the payment provider sends the player back after a deposit (the payment's id). */
  office_recharge_result: { path: '/office/recharge/result/:paymentId', meta: AUTH, params: { paymentId: UUID } },
  office_historypay: { path: '/office/historypay', meta: AUTH },
  office_paycheck: { path: '/office/paycheck', meta: AUTH },
  payment_requests: { path: '/office/payment-requests', meta: AUTH },
  office_payment_consultant: { path: '/office/payment-consultant', meta: AUTH },
  office_payment_consultant_requests: { path: '/office/payment-consultant/requests', meta: AUTH },
  office_payment_consultant_create: { path: '/office/payment-consultant/create/:topicId', meta: AUTH, params: { topicId: DIGITS } },
  office_payment_consultant_transactions: { path: '/office/payment-consultant/transactions', meta: AUTH },
  office_payment_consultant_fill: { path: '/office/payment-consultant/requests/:requestId/fill', meta: AUTH, params: { requestId: UUID } },
  office_menu: { path: '/office/menu', meta: AUTH },
  office_menu_profile: { path: '/office/menu/profile', meta: AUTH },
  office_menu_settings: { path: '/office/menu/settings', meta: AUTH },
  office_menu_promo: { path: '/office/menu/promo', meta: AUTH },
  office_messages: { path: '/office/messages', meta: AUTH },
  office_promotion: { path: '/office/promotion', meta: AUTH },
  office_special_offers: { path: '/office/special-offers', meta: AUTH },
  office_admin_request: { path: '/office/admin-request', meta: AUTH },
  office_support: { path: '/office/support', meta: AUTH },
  office_share_idea: { path: '/office/share-idea', meta: AUTH },
  office_manager_bets: { path: '/office/manager-bets', meta: AUTH },
  office_responsible: { path: '/office/responsible', meta: AUTH },
  office_rewards: { path: '/office/rewards', meta: AUTH },
  office_security: { path: '/office/security', meta: AUTH },
  office_change_password: { path: '/office/security/password', meta: AUTH },
  office_change_login: { path: '/office/security/login', meta: AUTH },
  office_phone_binding: { path: '/office/security/phone/binding', meta: AUTH },
  office_phone_activate: { path: '/office/security/phone/activate', meta: AUTH },
  office_phone_change: { path: '/office/security/phone/change', meta: AUTH },
  office_security_question: { path: '/office/security/question', meta: AUTH },
  office_enable_two_factor_auth: { path: '/office/security/two-factor/enable', meta: AUTH },
  office_disable_two_factor_auth: { path: '/office/security/two-factor/disable', meta: AUTH },
  office_session_history: { path: '/office/security/sessions', meta: AUTH },
  security_auth_by_email: { path: '/office/security/auth-by-email', meta: AUTH },
  office_email_change: { path: '/office/security/email/change', meta: AUTH },
  office_activation_email: { path: '/office/security/email/activate', meta: AUTH },
  office_settings: { path: '/office/settings', meta: AUTH },
  office_settings_wallets: { path: '/office/settings/wallets', meta: AUTH },
  office_settings_account: { path: '/office/settings/account', meta: AUTH },
  office_settings_disallow_sports: { path: '/office/settings/disallow-sports', meta: AUTH },
  office_settings_mailing: { path: '/office/settings/mailing', meta: AUTH },
  office_email_subscription: { path: '/office/settings/subscription', meta: AUTH },
  office_settings_promo_code_check: { path: '/office/settings/promo-code', meta: AUTH },
  office_settings_promo_code_history: { path: '/office/settings/promo-code/history', meta: AUTH },
  office_settings_cashback: { path: '/office/settings/cashback', meta: AUTH },
  office_settings_bonuses: { path: '/office/settings/bonuses', meta: AUTH },
  office_settings_bonuses_gifts: { path: '/office/settings/bonuses/gifts', meta: AUTH },

  // Sign-in flows: modal routes for visitors who are logged out.
  login: { path: '/login', meta: GUEST_MODAL },
  registration: { path: '/registration/:regType?', meta: GUEST_MODAL, params: { regType: registrationTypes } },
  lostPassword: { path: '/lost-password', meta: GUEST_MODAL },
  /** Targets of the links we mail: they carry a single-use token and work signed in or out. */
  emailActivation: { path: '/activation/email' },
  passwordResetLink: { path: '/lost-password/reset' },
  /** Where a social provider's answer brings the player back (decision 0040). */
  socialSignIn: { path: '/social-sign-in' },

  // Bonuses (spec §2: bonus takes id; the default rules link is /bonus/rules/1st).
  bonus: { path: '/bonus/:id' },
  bonusRules: { path: '/bonus/rules/:code?', defaults: { code: '1st' } },

  // Betting (spec §2 "Betting route names"); mode is line or live.
  bettingHome: { path: '/:mode', params: MODE },
  bettingMainSection: { path: '/:mode/:sportSlug', params: MODE },
  bettingMainSectionChamp: { path: '/:mode/:sportSlug/:champSlug', params: MODE },
  bettingMainGame: { path: '/:mode/:sportSlug/:champSlug/:gameSlug', params: MODE },
  bettingSportFilter: { path: '/:mode/filter/:sportIds', params: MODE },
  bettingChampResults: { path: '/results/:sportSlug?' },
  bettingChampResultsChamp: { path: '/results/:sportSlug/:champSlug' },
  bettingMultiLive: { path: '/live/multi' },
  bettingBetsonyourSection: { path: '/:mode/betsonyour', params: MODE },
  bettingBetsonyourGame: { path: '/:mode/betsonyour/:champSlug/:gameSlug', params: MODE },
  bettingCyber: { path: '/:mode/cyber', params: MODE },
  bettingCyberSection: { path: '/:mode/cyber/:sectionSlug', params: MODE },
  bettingMarbleSection: { path: '/:mode/marble', params: MODE },
  bettingMarbleGame: { path: '/:mode/marble/:champSlug/:gameSlug', params: MODE },
  bestEuroSection: { path: '/:mode/best', params: MODE },
  bestEuroGame: { path: '/:mode/best/:champSlug/:gameSlug', params: MODE },
  bettingRecommendation: { path: '/:mode/recommendation', params: MODE },
  bettingRecommendationSection: { path: '/:mode/recommendation/:sportSlug', params: MODE },
  bettingRecommendationSectionChamp: { path: '/:mode/recommendation/:sportSlug/:champSlug', params: MODE },
  favorites: { path: '/favorites' },
  ufc: { path: '/:mode/ufc', params: MODE },
  politics: { path: '/:mode/politics', params: MODE },
  teamSection: { path: '/:mode/team/:teamSlug?', params: MODE },
  teamGame: { path: '/:mode/team/:teamSlug/:gameSlug', params: MODE },
  teamGamesInfo: { path: '/:mode/team/:teamSlug/:gameSlug/info', params: MODE },
  searchEvents: { path: '/search' },
  bettingTopgameSection: { path: '/:mode/topgame', params: MODE },
  bettingTopgameGame: { path: '/:mode/topgame/:champSlug/:gameSlug', params: MODE },
  expressDay: { path: '/express-day' },
  /** Duels: two teams of different games on who scores more (decision 0026). */
  duels: { path: '/duels' },
  /** The bet lobby: the brand's published open bets, to copy into a slip (decision 0028). */
  betsLobby: { path: '/bets-lobby' },
  cricket: { path: '/cricket' },
  cricketHome: { path: '/cricket/home' },
  cricketAllChamps: { path: '/cricket/champs' },
  cricketAllEvents: { path: '/cricket/events' },
  cricketFavorites: { path: '/cricket/favorites' },
  cricketSearchEvents: { path: '/cricket/search' },
  cricketBroadcasts: { path: '/cricket/broadcasts' },
  cricketBroadcast: { path: '/cricket/broadcasts/:gameId', params: { gameId: DIGITS } },
  cricketChamp: { path: '/cricket/champs/:champSlug' },
  cricketGame: { path: '/cricket/champs/:champSlug/:gameSlug' },
  cricketPlayerInfo: { path: '/cricket/players/:playerId' },
  cricketTeam: { path: '/cricket/teams/:teamId' },
  topEvents: { path: '/top-events' },
  topEventsHome: { path: '/top-events/:mode', params: MODE },
  topEventsSection: { path: '/top-events/:mode/:sportSlug', params: MODE },
  topEventsGame: { path: '/top-events/:mode/:sportSlug/:champSlug/:gameSlug', params: MODE },
  topEventsFavorites: { path: '/top-events/favorites' },

  // Statistics popups, exactly the paths of spec §2; stage takes query tt (table type).
  statisticGame: { path: '/statisticpopup/game/:sportId/:gameId/:tabName?', meta: POPUP, defaults: { tabName: 'main' } },
  statisticTeam: { path: '/statisticpopup/team/:sportId/:teamId', meta: POPUP },
  statisticPlayer: { path: '/statisticpopup/player/:sportId/:playerId', meta: POPUP },
  statisticStage: { path: '/statisticpopup/stage/:sportId/:stageId', meta: POPUP },
  statisticTournament: { path: '/statisticpopup/tournament/:sportId/:tournamentId/:seasonId', meta: POPUP },
  statisticRating: { path: '/statisticpopup/rating/:sportId/:ratingId', meta: POPUP },
  statisticHorse: { path: '/statisticpopup/horse/:horseId', meta: POPUP },
  statisticGraph: { path: '/statisticpopup/graph/:gameId/:coefView?', meta: POPUP },
  statisticCyber: { path: '/statisticpopup/cyber/:sportId/:tournId/:seasonId', meta: POPUP, params: { sportId: CYBER_SPORT_IDS } },
  statistic: { path: '/statistic' },

  // Information pages (spec §2), the cash terminal and feedback pages, blocked region, error.
  information: { path: '/information/:page', params: { page: informationPageKeys } },
  cashTerminal: { path: '/information/cash-terminal/:terminalId?' },
  feedback: { path: '/information/feedback' },
  footballChampionsRules: { path: '/information/football-champions-rules' },
  blockedRegion: { path: '/blocked-region' },
  blockAppeal: { path: '/block-appeal' },
  error: { path: '/error/:status?', params: { status: DIGITS }, defaults: { status: '500' } },
  seoPage: { path: '/seo/:seoSlug' },

  // Draws (spec §2 "Draw route parameters").
  toto: { path: '/toto' },
  totoKind: { path: '/toto/:totoKind', params: { totoKind: totoKinds } },
  totoDraws: { path: '/toto/:totoKind/draws/:drawStatus/:page?', params: { totoKind: totoKinds, drawStatus: drawStatuses, page: DIGITS } },
  totoDraw: { path: '/toto/:totoKind/draw/:drawId', params: DRAW },
  totoDrawRundown: { path: '/toto/:totoKind/draw/:drawId/rundown/:rundownNumber', params: { ...DRAW, rundownNumber: DIGITS } },
  totoCoupon: { path: '/toto/:totoKind/coupon/:couponNumber', params: { totoKind: totoKinds } },
  lotto: { path: '/lotto' },

  // Casino and other page groups (spec §2).
  casino: { path: '/casino' },
  casinoCategory: { path: '/casino/:categorySlug' },
  casinoGame: { path: '/casino/game/:gameId/:gameSlug?', params: { gameId: DIGITS } },
  casinoSearch: { path: '/casino/search' },
  casinoFavorites: { path: '/casino/favorites' },
  casinoRecommended: { path: '/casino/recommended' },
  casinoBrands: { path: '/casino/brands' },
  casinoBrand: { path: '/casino/brands/:brandSlug' },
  myCasino: { path: '/casino/my', meta: AUTH },
  myCasinoBonuses: { path: '/casino/my/bonuses', meta: AUTH },
  myCasinoRecent: { path: '/casino/my/recent', meta: AUTH },
  casinoAccount: { path: '/casino/account', meta: AUTH },
  casinoCashback: { path: '/casino/cashback', meta: AUTH },
  casinoTournaments: { path: '/casino/tournaments' },
  casinoTournament: { path: '/casino/tournaments/:tournamentId' },
  casinoTournamentResults: { path: '/casino/tournaments/:tournamentId/results' },
  casinoTournamentPrizes: { path: '/casino/tournaments/:tournamentId/prizes' },
  casinoBonus: { path: '/casino/promo/bonus/:bonusSlug' },
  casinoTournamentPromo: { path: '/casino/promo/tournament/:tournamentSlug' },
  slots: { path: '/slots' },
  slotsCategory: { path: '/slots/:categorySlug' },
  slotGame: { path: '/slots/game/:gameId/:gameSlug?', params: { gameId: DIGITS } },
  slotsPromo: { path: '/slots/promo' },
  liveCasino: { path: '/live-casino' },
  liveCasinoCategory: { path: '/live-casino/:categorySlug' },
  liveCasinoGame: { path: '/live-casino/game/:gameId/:gameSlug?', params: { gameId: DIGITS } },
  tvGames: { path: '/tv-games' },
  virtualSports: { path: '/virtual-sports' },
  bingo: { path: '/bingo' },
  poker: { path: '/poker' },
  pokerRedirect: { path: '/poker/redirect', meta: AUTH },
  fastGames: { path: '/fast-games' },
  crashGames: { path: '/crash-games' },
  scratchCards: { path: '/scratchcards' },
  keno: { path: '/keno' },
  lobby: { path: '/lobby' },
  asianGames: { path: '/asian-games' },
  cardGames: { path: '/card-games' },
  skillGames: { path: '/skill-games' },
  otherGames: { path: '/other-games' },
  allGames: { path: '/allgamesentrance' },
  fishingHunting: { path: '/fishing-hunting' },
  fastbet: { path: '/fastbet' },
  vipClub: { path: '/vip-club' },
  dailyChallenges: { path: '/daily-challenges' },
  thankYou: { path: '/thank-you' },
  promotions: { path: '/promotions' },
  promotion: { path: '/promotions/:promoSlug' },
  bonuses: { path: '/bonuses' },
  thirdPartyPromo: { path: '/partner-promo/:promoSlug' },
  landing: { path: '/landing/:landingSlug' },
  ourPartners: { path: '/our-partners' },
  mobileApps: { path: '/mobile' },
  desktopApp: { path: '/desktop' },
  iplBettingApp: { path: '/ipl-betting-app' },
  blog: { path: '/blog' },
  blogCategory: { path: '/blog/category/:categorySlug' },
  blogArticle: { path: '/blog/:articleSlug' },
} as const satisfies Readonly<Record<string, RouteDef>>;

export type RouteName = keyof typeof routes;
export const routeNames = Object.keys(routes) as RouteName[];

/** The route name of each sports home tab (spec §2 "Sports home tabs"). */
export const sportsHomeTabRoutes = {
  home: 'bettingHome',
  betsonyour: 'bettingBetsonyourSection',
  cyber: 'bettingCyber',
  ufc: 'ufc',
  politics: 'politics',
  marble: 'bettingMarbleSection',
  best: 'bestEuroSection',
  team: 'teamSection',
  topgame: 'bettingTopgameSection',
  recommendation: 'bettingRecommendation',
  'top-events': 'topEventsHome',
} as const satisfies Record<SportsHomeTab, RouteName>;

/** Whether a value (number or URL text) is a sport id allowed in the cyber statistics popup: 85, 89 or 144 (spec §2). */
export function isCyberStatisticSportId(value: unknown): value is (typeof cyberStatisticSportIds)[number] {
  if (typeof value === 'string') return CYBER_SPORT_IDS.some((allowed) => allowed === value);
  return cyberStatisticSportIds.some((allowed) => allowed === value);
}

export function isInformationPageKey(value: string): value is InformationPageKey {
  return informationPageKeys.some((key) => key === value);
}

/** The guard metadata of a route ({} when it has none). */
export function routeMeta(name: RouteName): RouteMeta {
  const route: RouteDef = routes[name];
  return route.meta ?? {};
}
