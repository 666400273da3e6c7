import { useTranslation } from 'react-i18next';
import { data, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaArgs, type Params } from 'react-router';
import { idFromSlug } from '@stavka/domain/slug';
import { loadRecommendations, type RecommendationData } from '../features/recommendation/recommendation-loader';
import type { RecommendationScope } from '../features/recommendation/recommendation-rule';
import { readFavourites, readViews, recordView } from '../features/recommendation/recommendation-storage';
import { createFeedClient, type FeedClient } from '../features/sportsbook/feed-client';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS, loaderFeedClient } from '../features/sportsbook/server-feed';
import { foundOrNull } from '../shared/http/page-reads';
import { sportIdFromSlug } from '../features/sportsbook/sport-slugs';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { AppNavLink } from '../shared/app-link';
import { href } from '@stavka/contract/route-href';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import styles from './team-pages.module.css';
import { PageSlip } from './betting-page';

function notFound(): never {
  throw data(null, { status: 404 });
}

function pageOf(params: Params): { mode: 'line' | 'live'; scope: RecommendationScope } {
  const mode = params.mode === 'line' || params.mode === 'live' ? params.mode : notFound();
  if (params.sportSlug === undefined) return { mode, scope: { type: 'all' } };
  const sportId = sportIdFromSlug(params.sportSlug) ?? notFound();
  if (params.champSlug === undefined) return { mode, scope: { type: 'sport', sportId } };
  return { mode, scope: { type: 'champ', sportId, champId: idFromSlug(params.champSlug) ?? notFound() } };
}

/** A championship page needs a championship the feed knows (live or pre-match), of the path's sport. */
async function assertChampExists(scope: RecommendationScope, client: FeedClient, lang: string): Promise<void> {
  if (scope.type !== 'champ') return;
  const [live, line] = await Promise.all([foundOrNull(client.champ(1, scope.champId, lang)), foundOrNull(client.champ(3, scope.champId, lang))]);
  const champ = live ?? line;
  if (champ === null || champ.SI !== scope.sportId) notFound();
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = pageOf(params);
  const lang = params.lng ?? 'ru';
  await assertChampExists(page.scope, loaderFeedClient(request), lang);
  return loadRecommendations({ ...page, baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS, lang });
}

/** In the browser: the same page from the player's favourites and views (recommendation-rule.ts). */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const page = pageOf(params);
  const lang = params.lng ?? 'ru';
  await assertChampExists(page.scope, createFeedClient(), lang);
  if (page.scope.type !== 'all') recordView(page.scope.sportId, page.scope.type === 'champ' ? page.scope.champId : undefined);
  return loadRecommendations({ ...page, lang, favourites: readFavourites(), views: readViews() });
}
clientLoader.hydrate = true as const;

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  const scope = loaderData?.scopeName ?? '';
  return [
    ...pageMeta(matches, { title: scope === '' ? 'recommendation_title' : 'recommendation_title_scope', description: 'recommendation_description' }, { scope }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Recommended games (`bettingRecommendation`, by sport and by championship), with prices. */
export default function Recommendation({ loaderData }: { loaderData: RecommendationData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { mode, events, personal, scopeName } = loaderData;
  const heading = scopeName === '' ? t('recommendation_heading') : t('recommendation_heading_scope', { scope: scopeName });
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h1>{heading}</h1>
        <nav aria-label={t('recommendation_modes')} className={styles.links}>
          <AppNavLink to={href('bettingRecommendation', { lng: site.lang, mode: 'live' })}>{t('recommendation_mode_live')}</AppNavLink>
          <AppNavLink to={href('bettingRecommendation', { lng: site.lang, mode: 'line' })}>{t('recommendation_mode_line')}</AppNavLink>
        </nav>
        <p>{personal ? t('recommendation_personal') : t('recommendation_top')}</p>
        <WireEventList key={mode} events={events} label={heading} emptyText={t('recommendation_empty')} errorText={t('team_feed_error')} withSport />
      </div>
      <aside className={styles.slip} aria-label={t('cricket_slip_label')}>
        <PageSlip />
      </aside>
    </div>
  );
}
