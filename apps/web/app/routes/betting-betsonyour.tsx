import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { horseRacingSportId, politicsSportId } from '@stavka/contract/menu-sections';
import { loadOutrightPage, type OutrightPageData } from '../features/sportsbook/section-loaders';
import { OutrightCards } from '../features/sportsbook/section-outright-cards';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionPage } from './betting-page';

// "Bets on your choice": the simulator has no markets players define themselves; its special
// markets are the outrights where the player picks any runner — elections (winner) and horse
// races (winner, top 2, top 3; decision 0008). This page lists those, soonest first.
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadOutrightPage(request, params, [politicsSportId, horseRacingSportId], 4);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_betsonyour', 'sections_heading_betsonyour');
}

/** The "bets of your choice" tab (`bettingBetsonyourSection`): special and outright markets. */
export default function BettingBetsonyour({ loaderData }: { loaderData: OutrightPageData }) {
  const { t } = useTranslation();
  const { games } = loaderData;
  return (
    <SectionPage
      data={loaderData}
      tab="betsonyour"
      gameSection="betsonyour"
      title={t('sections_heading_betsonyour')}
      lists={[]}
      hasOther={games !== null && games.length > 0}
      modeLink={(mode, lng) => href('bettingBetsonyourSection', { lng, mode })}
    >
      <p>{t('sections_betsonyour_intro')}</p>
      <OutrightCards games={games} />
    </SectionPage>
  );
}
