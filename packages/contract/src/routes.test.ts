import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RouteParamError, href, isSamePath, matchRoute, routePattern, splitLngPrefix } from './route-href';
import {
  cyberStatisticSportIds,
  informationPageKeys,
  isCyberStatisticSportId,
  routeMeta,
  routeNames,
  routes,
  sportsHomeTabRoutes,
  sportsHomeTabs,
} from './routes';
import type { RouteName } from './routes';

// Every route name listed in product-spec §2.
const officeNames = `office, office_account, office_account_edit, office_history, office_bringfriend,
  office_bring_friend_rules, office_bring_friend_banners, office_bring_friend_main, office_casino,
  office_casino_vip_cashback, office_change_password, office_deduce, office_historypay, office_menu,
  office_menu_profile, office_menu_settings, office_menu_promo, office_messages, office_paycheck,
  payment_requests, office_promotion, office_recharge, office_admin_request, office_security,
  office_settings, office_support, office_phone_binding, office_phone_activate, office_phone_change,
  office_security_question, office_enable_two_factor_auth, office_disable_two_factor_auth,
  office_session_history, security_auth_by_email, office_email_change, office_activation_email,
  office_settings_wallets, office_settings_account, office_settings_disallow_sports,
  office_settings_mailing, office_settings_promo_code_check, office_settings_cashback,
  office_settings_bonuses, office_settings_bonuses_gifts, office_manager_bets,
  office_bets_history_mail, office_bets_history_clear, office_responsible, office_rewards,
  office_account_verification, office_account_identification`;
const bettingNames = `bettingHome, bettingMainSection, bettingMainSectionChamp, bettingMainGame,
  bettingSportFilter, bettingChampResults, bettingChampResultsChamp, bettingMultiLive,
  bettingBetsonyourSection, bettingBetsonyourGame, bettingCyber, bettingCyberSection,
  bettingMarbleSection, bettingMarbleGame, bestEuroSection, bestEuroGame, bettingRecommendation,
  bettingRecommendationSection, bettingRecommendationSectionChamp, favorites, ufc, politics,
  teamSection, teamGame, teamGamesInfo, searchEvents, bettingTopgameSection, bettingTopgameGame,
  expressDay, cricket, cricketHome, cricketAllChamps, cricketAllEvents, cricketFavorites,
  cricketSearchEvents, cricketBroadcasts, cricketBroadcast, cricketChamp, cricketGame,
  cricketPlayerInfo, cricketTeam, topEvents, topEventsSection, topEventsHome, topEventsGame,
  topEventsFavorites`;
const split = (list: string) => list.split(',').map((name) => name.trim());
const specNames = [
  ...split(officeNames),
  ...split(bettingNames),
  'bonus', 'information', 'blockedRegion', 'error', 'login', 'registration', 'lostPassword',
];

describe('the route table', () => {
  it.each(specNames)('has the spec route %s', (name) => {
    expect(routeNames).toContain(name);
  });

  it('requires login for every office route', () => {
    for (const name of routeNames.filter((n) => n.startsWith('office') || n === 'payment_requests' || n === 'security_auth_by_email')) {
      expect(routeMeta(name), name).toMatchObject({ auth: 'required' });
    }
  });

  it.each(['login', 'registration', 'lostPassword'] as const)('%s is a guest-only modal route', (name) => {
    expect(routeMeta(name)).toEqual({ auth: 'guest', modal: true });
  });

  it('has unique paths', () => {
    const paths = routeNames.map((name) => routes[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the information page keys and the sports home tabs of the spec', () => {
    expect(informationPageKeys).toHaveLength(26);
    expect(informationPageKeys).toContain('bettingCalculator');
    expect(sportsHomeTabs).toEqual([
      'home', 'betsonyour', 'cyber', 'ufc', 'politics', 'marble', 'best', 'team', 'topgame', 'recommendation', 'top-events',
    ]);
    for (const tab of sportsHomeTabs) expect(routeNames).toContain(sportsHomeTabRoutes[tab]);
  });

  it('every route matches its own pattern (round trip through href)', () => {
    for (const name of routeNames) {
      const match = matchRoute(routes[name].path.replace(/\/:[^/]+\?/g, '').replace(/:(\w+)/g, (_m, p: string) => sampleParam(p)));
      expect(match?.name, name).toBe(name);
    }
  });

  it('gives router patterns with the language prefix', () => {
    expect(routePattern('home')).toBe('/:lng');
    expect(routePattern('bettingMainSectionChamp')).toBe('/:lng/:mode/:sportSlug/:champSlug');
  });
});

/** A value that satisfies the rule of each param name used in the table. */
function sampleParam(name: string): string {
  const samples: Record<string, string> = {
    mode: 'line', page: 'rules', sportId: '85', totoKind: 'football', drawStatus: 'finished', regType: 'fast_reg',
    paymentId: '0f8fad5b-d9cb-469f-a165-70867728950e', requestId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  };
  return samples[name] ?? '12';
}

describe('href', () => {
  it.each<[string, string]>([
    [href('home', { lng: 'ru' }), '/ru'],
    [href('office_history', { lng: 'en' }), '/en/office/history'],
    [href('office_casino', { lng: 'en' }), '/en/office/casino'],
    [href('bettingHome', { lng: 'en', mode: 'live' }), '/en/live'],
    [href('bettingMainSection', { lng: 'en', mode: 'line', sportSlug: 'football' }), '/en/line/football'],
    [
      href('bettingMainSectionChamp', { lng: 'en', mode: 'live', sportSlug: 'football', champSlug: '88637-england-premier-league' }),
      '/en/live/football/88637-england-premier-league',
    ],
    [
      href('bettingMainGame', { lng: 'en', mode: 'line', sportSlug: 'football', champSlug: '88637-england-premier-league', gameSlug: '748539200-chelsea-brighton' }),
      '/en/line/football/88637-england-premier-league/748539200-chelsea-brighton',
    ],
    [href('information', { lng: 'kk', page: 'rules' }), '/kk/information/rules'],
    [href('bonus', { lng: 'ru', id: 7 }), '/ru/bonus/7'],
    [href('bonusRules', { lng: 'ru' }), '/ru/bonus/rules/1st'],
    [href('statisticGame', { lng: 'en', sportId: 1, gameId: 'abc' }), '/en/statisticpopup/game/1/abc/main'],
    [href('statisticGame', { lng: 'en', sportId: 1, gameId: 'abc', tabName: 'h2h' }), '/en/statisticpopup/game/1/abc/h2h'],
    [href('statisticStage', { lng: 'en', sportId: 1, stageId: 's1' }, { tt: 2 }), '/en/statisticpopup/stage/1/s1?tt=2'],
    [href('statisticGraph', { lng: 'en', gameId: 5 }), '/en/statisticpopup/graph/5'],
    [href('statisticCyber', { lng: 'en', sportId: 85, tournId: 't', seasonId: 's' }), '/en/statisticpopup/cyber/85/t/s'],
    [href('statisticHorse', { lng: 'en', horseId: 'h 1/2' }), '/en/statisticpopup/horse/h%201%2F2'],
    [href('bettingChampResults', { lng: 'ru' }), '/ru/results'],
    [href('error', { lng: 'ru' }), '/ru/error/500'],
    [href('totoDraws', { lng: 'ru', totoKind: 'football', drawStatus: 'finished', page: 2 }), '/ru/toto/football/draws/finished/2'],
    [href('totoCoupon', { lng: 'ru', totoKind: 'fifteen', couponNumber: 'A-12 b' }), '/ru/toto/fifteen/coupon/A-12%20b'],
    [href('searchEvents', { lng: 'ru' }, { text: 'Реал Мадрид', live: true, skip: undefined, ids: [3, 1] }), '/ru/search?text=%D0%A0%D0%B5%D0%B0%D0%BB+%D0%9C%D0%B0%D0%B4%D1%80%D0%B8%D0%B4&live=true&ids=3&ids=1'],
    [href('casino', { lng: 'en' }, {}), '/en/casino'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each<[string, () => string, string, 'missing' | 'invalid']>([
    ['an empty id', () => href('bonus', { lng: 'ru', id: '' }), 'id', 'missing'],
    ['an empty language', () => href('casino', { lng: '' }), 'lng', 'missing'],
    ['a cyber sport outside 85, 89, 144', () => href('statisticCyber', { lng: 'en', sportId: '1' as '85', tournId: 't', seasonId: 's' }), 'sportId', 'invalid'],
    ['an unknown information page', () => href('information', { lng: 'en', page: 'nope' as 'rules' }), 'page', 'invalid'],
    ['a draw id that is not digits', () => href('totoDraw', { lng: 'en', totoKind: 'score', drawId: '12a' }), 'drawId', 'invalid'],
    ['an unknown draw status', () => href('totoDraws', { lng: 'en', totoKind: 'score', drawStatus: 'open' as 'active' }), 'drawStatus', 'invalid'],
    ['a rundown number that is not digits', () => href('totoDrawRundown', { lng: 'en', totoKind: 'score', drawId: 1, rundownNumber: 'x' }), 'rundownNumber', 'invalid'],
    ['an unknown mode', () => href('bettingHome', { lng: 'en', mode: 'prematch' as 'line' }), 'mode', 'invalid'],
  ])('throws for %s', (_name, build, param, reason) => {
    expect(build).toThrow(RouteParamError);
    expect(build).toThrow(expect.objectContaining({ param, reason }));
  });

  it('types params from the path pattern', () => {
    // @ts-expect-error sportSlug is required
    expect(() => href('bettingMainSection', { lng: 'en', mode: 'line' })).toThrow(RouteParamError);
    // @ts-expect-error lng is required on every route
    expect(() => href('casino', {})).toThrow(RouteParamError);
    // @ts-expect-error 89 is a cyber sport but 90 is not
    expect(() => href('statisticCyber', { lng: 'en', sportId: 90, tournId: 1, seasonId: 2 })).toThrow(RouteParamError);
  });
});

describe('matchRoute', () => {
  it.each<[string, RouteName, Record<string, string>]>([
    ['/', 'home', {}],
    ['', 'home', {}],
    ['/line', 'bettingHome', { mode: 'line' }],
    ['/live/', 'bettingHome', { mode: 'live' }],
    ['/live/football/88637-england-premier-league', 'bettingMainSectionChamp', { mode: 'live', sportSlug: 'football', champSlug: '88637-england-premier-league' }],
    ['/live/multi', 'bettingMultiLive', {}],
    ['/line/cyber', 'bettingCyber', { mode: 'line' }],
    ['/line/filter/1,2', 'bettingSportFilter', { mode: 'line', sportIds: '1,2' }],
    ['/office/account', 'office_account', {}],
    ['/office/casino?tab=1#top', 'office_casino', {}],
    ['/information/rules', 'information', { page: 'rules' }],
    ['/information/feedback', 'feedback', {}],
    ['/statisticpopup/game/1/2', 'statisticGame', { sportId: '1', gameId: '2', tabName: 'main' }],
    ['/statisticpopup/cyber/144/t/s', 'statisticCyber', { sportId: '144', tournId: 't', seasonId: 's' }],
    ['/statisticpopup/horse/h%201%2F2', 'statisticHorse', { horseId: 'h 1/2' }],
    ['/toto/football/draw/15/rundown/3', 'totoDrawRundown', { totoKind: 'football', drawId: '15', rundownNumber: '3' }],
    ['/casino/my', 'myCasino', {}],
    ['/casino/roulette', 'casinoCategory', { categorySlug: 'roulette' }],
    ['/bonus/rules', 'bonusRules', { code: '1st' }],
    ['/bonus/12', 'bonus', { id: '12' }],
    ['/error', 'error', { status: '500' }],
    ['/registration/phone_reg', 'registration', { regType: 'phone_reg' }],
    ['/blog/category/news', 'blogCategory', { categorySlug: 'news' }],
    ['/blog/how-to-bet', 'blogArticle', { articleSlug: 'how-to-bet' }],
  ])('%j → %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it.each([
    '/nowhere',
    '/prematch/football',
    '/information/unknown-page',
    '/statisticpopup/cyber/1/t/s',
    '/statisticpopup/game/1',
    '/toto/football/draw/abc',
    '/toto/football/draws/open',
    '/office/account/edit/extra/segments',
    '/bonus/%E0%A4%A',
  ])('%j matches nothing', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('reads back what href builds, for any slug text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ minLength: 1, maxLength: 30 }), (sportSlug, champSlug) => {
        const url = href('bettingMainSectionChamp', { lng: 'en', mode: 'line', sportSlug, champSlug });
        const prefix = splitLngPrefix(url);
        expect(prefix?.lng).toBe('en');
        const match = matchRoute(prefix?.path ?? '');
        // static section names (cyber, marble…) are reserved and win over a sport slug
        if (match?.name === 'bettingMainSectionChamp') expect(match.params).toEqual({ mode: 'line', sportSlug, champSlug });
        else expect(match).not.toBeNull();
      }),
    );
  });
});

describe('helpers', () => {
  it.each([85, 89, 144, '85', '144'])('%j is a cyber statistics sport', (value) => {
    expect(isCyberStatisticSportId(value)).toBe(true);
  });

  it.each([1, 86, '089', '', null, 85.5])('%j is not a cyber statistics sport', (value) => {
    expect(isCyberStatisticSportId(value)).toBe(false);
  });

  it('exports the cyber sport ids', () => {
    expect(cyberStatisticSportIds).toEqual([85, 89, 144]);
  });

  it.each([
    ['/en/office/account', { lng: 'en', path: '/office/account' }],
    ['/ru', { lng: 'ru', path: '/' }],
    ['/ru?x=1', { lng: 'ru', path: '/?x=1' }],
    ['/', null],
  ])('splitLngPrefix(%j)', (pathname, expected) => {
    expect(splitLngPrefix(pathname)).toEqual(expected);
  });

  it.each([
    ['/en/line', '/en/line', true],
    ['/en/line/', '/en/line', true],
    ['/en//line', '/en/line', true],
    ['/en/line#top', '/en/line', true],
    ['/en/search?a=1&b=2', '/en/search?b=2&a=1', true],
    ['/ru/line/%D1%84', '/ru/line/ф', true],
    ['/en/line', '/en/live', false],
    ['/en/line', '/ru/line', false],
    ['/en/search?a=1', '/en/search?a=2', false],
    ['/en/search?a=1', '/en/search', false],
  ])('isSamePath(%j, %j) → %s', (a, b, expected) => {
    expect(isSamePath(a, b)).toBe(expected);
  });
});
