import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { politicsSportId } from '@stavka/contract/menu-sections';
import { loadOutrightPage, type OutrightPageData } from '../features/sportsbook/section-loaders';
import { OutrightCards } from '../features/sportsbook/section-outright-cards';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadOutrightPage(request, params, [politicsSportId]);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_politics', 'sections_heading_politics');
}

/** The politics tab (`politics`): elections as outrights, every candidate with a price. */
export default function BettingPolitics({ loaderData }: { loaderData: OutrightPageData }) {
  const { t } = useTranslation();
  const { games } = loaderData;
  return (
    <SectionPage
      data={loaderData}
      tab="politics"
      place={{ sportId: politicsSportId }}
      title={t('sections_heading_politics')}
      lists={[]}
      hasOther={games !== null && games.length > 0}
      modeLink={(mode, lng) => href('politics', { lng, mode })}
    >
      <OutrightCards games={games} />
    </SectionPage>
  );
}
