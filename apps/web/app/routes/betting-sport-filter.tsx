import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { EventsSection } from '../features/sportsbook/events-section';
import { sportLink } from '../features/sportsbook/links';
import { loadFilterPage, type FilterPageData } from '../features/sportsbook/page-loaders';
import { treeOf } from '../features/sportsbook/page-data';
import { AppLink as Link } from '../shared/app-link';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import { BettingPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadFilterPage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'live_filter_title', description: 'live_filter_description' });
}

/** Several sports ticked in the tree (`bettingSportFilter`): one live list per sport. */
export default function BettingSportFilter({ loaderData }: { loaderData: FilterPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { mode, sports } = loaderData;
  return (
    <BettingPage tree={loaderData.tree} place={{ mode, sportIds: sports.map((sport) => sport.id) }}>
      {(tree) => (
        <>
          <h1>{t(mode === 'live' ? 'live_filter_heading_live' : 'live_filter_heading_line')}</h1>
          {sports.map((sport) => (
            <EventsSection
              key={`${site.lang}-${mode}-${sport.id}`}
              id={`filter-sport-${sport.id}`}
              title={sport.name}
              data={sport.section}
              catalogue={treeOf(tree, sport.section.kind)}
              emptyText={t(mode === 'live' ? 'sportsbook_empty_live' : 'sportsbook_empty_line')}
              withSport={false}
              actions={<Link to={sportLink(site.lang, mode, sport)}>{t('sportsbook_tree_all_of', { sport: sport.name })}</Link>}
            />
          ))}
        </>
      )}
    </BettingPage>
  );
}
