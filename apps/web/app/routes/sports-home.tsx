import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { EventsSection } from '../features/sportsbook/events-section';
import { loadModePage, type ModePageData } from '../features/sportsbook/page-loaders';
import { treeOf } from '../features/sportsbook/page-data';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import { BettingPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadModePage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return loaderData.mode === 'live'
    ? pageMeta(matches, { title: 'sportsbook_title_live', description: 'sportsbook_description_live' })
    : pageMeta(matches, { title: 'sportsbook_title_line', description: 'sportsbook_description_line' });
}

/** Live or line across every sport (`bettingHome`, header "Sports" / "Live"). */
export default function SportsHome({ loaderData }: { loaderData: ModePageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { mode, section } = loaderData;
  return (
    <BettingPage tree={loaderData.tree} place={{ mode }}>
      {(tree) => (
        <>
          <SectionTabs active="home" mode={mode} />
          <EventsSection
            key={`${site.lang}-${mode}`}
            id={`all-${mode}`}
            headingLevel={1}
            title={t(mode === 'live' ? 'sportsbook_heading_live' : 'sportsbook_heading_line')}
            data={section}
            catalogue={treeOf(tree, section.kind)}
            emptyText={t(mode === 'live' ? 'sportsbook_empty_live' : 'sportsbook_empty_line')}
          />
        </>
      )}
    </BettingPage>
  );
}
