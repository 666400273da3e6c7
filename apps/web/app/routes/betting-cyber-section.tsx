import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink as Link } from '../shared/app-link';
import { loadCyberMenuPage, type MenuSectionPageData } from '../features/sportsbook/section-loaders';
import { SectionMenu } from '../features/sportsbook/section-menu';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { useRootData } from '../shared/root-data';
import { SectionPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCyberMenuPage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return sectionMeta(matches, 'sections_title_menu', loaderData.section.nameKey);
}

/** A cyber menu section (`bettingCyberSection`): an esports genre, cyber streams or the cyber zone. */
export default function BettingCyberSection({ loaderData }: { loaderData: MenuSectionPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { mode, section, liveOnly } = loaderData;
  return (
    <SectionPage
      data={loaderData}
      tab="cyber"
      title={t(section.nameKey as MessageKey)}
      hasOther={liveOnly}
      place={{ sectionCode: section.code }}
      modeLink={(each, lng) => href('bettingCyberSection', { lng, mode: each, sectionSlug: section.slug })}
    >
      {(tree) => (
        <>
          <SectionMenu tree={tree} mode={mode} cyberOnly activeCode={section.code} />
          {liveOnly && (
            <p>
              {t('sections_live_only')}{' '}
              <Link to={href('bettingCyberSection', { lng: site.lang, mode: 'live', sectionSlug: section.slug })}>
                {t('sections_open_live')}
              </Link>
            </p>
          )}
        </>
      )}
    </SectionPage>
  );
}
