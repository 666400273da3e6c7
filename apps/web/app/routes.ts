import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { type RouteName } from '@stavka/contract/routes';
import { routePattern } from '@stavka/contract/route-href';

/** A named route's path below the /:lng segment, for nesting under the language layout. */
function below(name: RouteName): string {
  return routePattern(name).replace(/^\/:lng\/?/, '');
}

// Thin route modules; every page lives under /:lng (spec §2). Paths come from the named route
// table in @stavka/contract/routes; a screen is wired here once it works end to end.
export default [
  index('routes/root-redirect.tsx'),
  route(':lng', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    route(below('information'), 'routes/information.tsx'),
    route(below('login'), 'routes/login.tsx'),
    route(below('registration'), 'routes/registration.tsx'),
    route(below('lostPassword'), 'routes/lost-password.tsx'),
    route(below('passwordResetLink'), 'routes/password-reset-link.tsx'),
    route(below('emailActivation'), 'routes/email-activation.tsx'),
    route(below('bettingHome'), 'routes/sports-home.tsx'),
    route(below('bettingMainSection'), 'routes/betting-section.tsx'),
    route(below('bettingMainSectionChamp'), 'routes/betting-champ.tsx'),
    route(below('bettingSportFilter'), 'routes/betting-sport-filter.tsx'),
    route(below('bettingMultiLive'), 'routes/betting-multi-live.tsx'),
    route(below('bettingMainGame'), 'routes/betting-game.tsx'),
    // The same game page under the sections and top lists that name a game in their own paths.
    route(below('bettingMarbleGame'), 'routes/betting-game.tsx', { id: 'bettingMarbleGame' }),
    route(below('bettingBetsonyourGame'), 'routes/betting-game.tsx', { id: 'bettingBetsonyourGame' }),
    route(below('bestEuroGame'), 'routes/betting-game.tsx', { id: 'bestEuroGame' }),
    route(below('bettingTopgameGame'), 'routes/betting-game.tsx', { id: 'bettingTopgameGame' }),
    route(below('topEventsGame'), 'routes/betting-game.tsx', { id: 'topEventsGame' }),
    route(below('statisticGraph'), 'routes/statistic-graph.tsx'),
    route(below('bettingCyber'), 'routes/betting-cyber.tsx'),
    route(below('bettingCyberSection'), 'routes/betting-cyber-section.tsx'),
    route(below('bettingMarbleSection'), 'routes/betting-marble.tsx'),
    route(below('ufc'), 'routes/betting-ufc.tsx'),
    route(below('politics'), 'routes/betting-politics.tsx'),
    route(below('bestEuroSection'), 'routes/best-euro.tsx'),
    route(below('bettingBetsonyourSection'), 'routes/betting-betsonyour.tsx'),
    route(below('bettingChampResults'), 'routes/betting-results.tsx'),
    route(below('bettingChampResultsChamp'), 'routes/betting-results.tsx', { id: 'routes/betting-results-champ' }),
    route(below('searchEvents'), 'routes/search-events.tsx'),
    route(below('expressDay'), 'routes/express-day.tsx'),
    route(below('topEvents'), 'routes/top-events.tsx'),
    route(below('topEventsHome'), 'routes/top-events-home.tsx'),
    route(below('topEventsSection'), 'routes/top-events-sport.tsx'),
    route(below('topEventsFavorites'), 'routes/top-events-favorites.tsx'),
    route(below('bettingTopgameSection'), 'routes/betting-topgame.tsx'),
    // Team pages, recommendations and the cricket section (H6).
    route(below('teamSection'), 'routes/team-section.tsx'),
    route(below('teamGame'), 'routes/team-game.tsx'),
    route(below('teamGamesInfo'), 'routes/team-games-info.tsx'),
    route(below('bettingRecommendation'), 'routes/recommendation.tsx', { id: 'recommendation' }),
    route(below('bettingRecommendationSection'), 'routes/recommendation.tsx', { id: 'recommendation-sport' }),
    route(below('bettingRecommendationSectionChamp'), 'routes/recommendation.tsx', { id: 'recommendation-champ' }),
    route(below('cricket'), 'routes/cricket-home.tsx', { id: 'cricket' }),
    route(below('cricketHome'), 'routes/cricket-home.tsx', { id: 'cricket-home' }),
    route(below('cricketAllChamps'), 'routes/cricket-champs.tsx'),
    route(below('cricketAllEvents'), 'routes/cricket-events.tsx'),
    route(below('cricketSearchEvents'), 'routes/cricket-search.tsx'),
    route(below('cricketFavorites'), 'routes/cricket-favorites.tsx'),
    route(below('cricketBroadcasts'), 'routes/cricket-broadcasts.tsx'),
    route(below('cricketBroadcast'), 'routes/cricket-broadcast.tsx'),
    route(below('cricketChamp'), 'routes/cricket-champ.tsx'),
    route(below('cricketGame'), 'routes/cricket-game.tsx'),
    route(below('cricketTeam'), 'routes/cricket-team.tsx'),
    route(below('cricketPlayerInfo'), 'routes/cricket-player.tsx'),
    route(below('favorites'), 'routes/favorites.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('*', 'routes/not-found-outside.tsx'),
] satisfies RouteConfig;
