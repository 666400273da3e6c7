import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { EventsSection } from '../features/sportsbook/events-section';
import { loadSportPage, type SportPageData } from '../features/sportsbook/page-loaders';
import { treeOf } from '../features/sportsbook/page-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import { BettingPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSportPage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const title = loaderData.mode === 'live' ? 'sportsbook_title_sport_live' : 'sportsbook_title_sport_line';
  return pageMeta(matches, { title, description: 'sportsbook_description_sport' }, { sport: loaderData.sport.name });
}

/** One sport in line or live (`bettingMainSection`), its championships loaded as the player scrolls. */
export default function BettingSection({ loaderData }: { loaderData: SportPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { mode, sport, section } = loaderData;
  return (
    <BettingPage tree={loaderData.tree} place={{ mode, sportId: sport.id }}>
      {(tree) => (
        <EventsSection
          key={`${site.lang}-${mode}-${sport.id}`}
          id={`sport-${sport.id}`}
          headingLevel={1}
          title={`${sport.name} · ${t(mode === 'live' ? 'sportsbook_heading_live' : 'sportsbook_heading_line')}`}
          data={section}
          catalogue={treeOf(tree, section.kind)}
          emptyText={t(mode === 'live' ? 'sportsbook_empty_live' : 'sportsbook_empty_line')}
          withSport={false}
        />
      )}
    </BettingPage>
  );
}
