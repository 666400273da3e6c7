import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { loadCyberPage, type SectionPageData } from '../features/sportsbook/section-loaders';
import { SectionMenu } from '../features/sportsbook/section-menu';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCyberPage(request, params);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_cyber', 'sections_heading_cyber');
}

/** The cyber tab (`bettingCyber`): cyber football, basketball, hockey and esports; its genre menu. */
export default function BettingCyber({ loaderData }: { loaderData: SectionPageData }) {
  const { t } = useTranslation();
  return (
    <SectionPage
      data={loaderData}
      tab="cyber"
      title={t('sections_heading_cyber')}
      modeLink={(mode, lng) => href('bettingCyber', { lng, mode })}
    >
      {(tree) => <SectionMenu tree={tree} mode={loaderData.mode} cyberOnly />}
    </SectionPage>
  );
}
