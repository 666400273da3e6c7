import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeData } from './catalogue';
import { HOME_TOP_COUNT } from './catalogue';
import { EventsSection } from './events-section';
import type { HomeBlockData } from './home-loaders';
import { homeLink } from './links';
import { treeOf } from './page-data';
import { SectionMenu } from './section-menu';
import { SectionTabs } from './section-tabs';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';

export interface HomeMultiProps {
  readonly tree: TreeData;
  readonly blocks: readonly HomeBlockData[];
  /** The brand's "where to read more" block (the route owns it). */
  readonly info: ReactNode;
}

/** The multi-build home page (decision 0011): the blocks of the site configuration, in its order. */
export function HomeMulti({ tree, blocks, info }: HomeMultiProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <>
      {blocks.map(({ key, block, title, data }) => {
        switch (block.type) {
          case 'tabs':
            return <SectionTabs key={key} active="home" mode="line" />;
          case 'menu':
            return <SectionMenu key={key} tree={tree} mode="line" />;
          case 'info':
            return <div key={key}>{info}</div>;
          default: {
            if (data === null) return null;
            const live = data.kind === 1;
            const heading = block.type === 'top' ? t(live ? 'sportsbook_heading_top_live' : 'sportsbook_heading_top_line') : t('sections_multi_sport', { sport: title, mode: t(live ? 'sections_mode_live' : 'sections_mode_line') });
            return (
              <EventsSection
                key={`${site.lang}-${key}`}
                id={`home-${key}`}
                title={heading}
                data={data}
                catalogue={treeOf(tree, data.kind)}
                emptyText={t(block.type === 'top' ? 'sportsbook_empty_top' : 'sections_empty')}
                infinite={false}
                {...(block.type === 'top' ? { limit: HOME_TOP_COUNT } : {})}
                withSport={block.type === 'top'}
                actions={block.type === 'top' ? <Link to={homeLink(site.lang, live ? 'live' : 'line')}>{t(live ? 'sportsbook_all_live' : 'sportsbook_all_line')}</Link> : undefined}
              />
            );
          }
        }
      })}
    </>
  );
}
