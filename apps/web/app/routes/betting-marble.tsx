import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { greyhoundSportId, marbleSportId } from '@stavka/contract/menu-sections';
import { loadOutrightPage, type OutrightPageData } from '../features/sportsbook/section-loaders';
import { RaceCards } from '../features/sportsbook/section-outright-cards';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  // The next race of each product (or the one being run, live) with its runners.
  return loadOutrightPage(request, params, [marbleSportId, greyhoundSportId], 1);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_marble', 'sections_heading_marble');
}

/** The marble tab (`bettingMarbleSection`): marble and greyhound races, the next ones with runners and a countdown. */
export default function BettingMarble({ loaderData }: { loaderData: OutrightPageData }) {
  const { t } = useTranslation();
  return (
    <SectionPage
      data={loaderData}
      tab="marble"
      gameSection="marble"
      title={t('sections_heading_marble')}
      modeLink={(mode, lng) => href('bettingMarbleSection', { lng, mode })}
    >
      <RaceCards lists={loaderData.lists} tree={loaderData.tree} games={loaderData.games} />
    </SectionPage>
  );
}
