import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { ufcSportId } from '@stavka/contract/menu-sections';
import { loadSportsSection, type SectionPageData } from '../features/sportsbook/section-loaders';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSportsSection(request, params, [ufcSportId]);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_ufc', 'sections_heading_ufc');
}

/** The UFC tab (`ufc`): fights of every UFC card, line or live. */
export default function BettingUfc({ loaderData }: { loaderData: SectionPageData }) {
  const { t } = useTranslation();
  return (
    <SectionPage
      data={loaderData}
      tab="ufc"
      place={{ sportId: ufcSportId }}
      title={t('sections_heading_ufc')}
      modeLink={(mode, lng) => href('ufc', { lng, mode })}
    />
  );
}
