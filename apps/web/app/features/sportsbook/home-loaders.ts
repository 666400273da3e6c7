// The home page's loader for its three variants (spec §2 "Home-page variants"): the site's public
// configuration (already resolved for the visitor's geo: `homePage.variant`) decides which one,
// and only that variant's lists are read from the feed.
import type { Params } from 'react-router';
import type { PublicSite } from '@stavka/contract/public-site';
import type { HomeBlock, HomeVariant } from '@stavka/contract/site-config';
import { findChamp, HOME_TOP_COUNT, type TreeData } from './catalogue';
import { kindOfMode } from './links';
import { loadSection, loadTree, type SectionData } from './page-data';
import { loadHomePage, type HomePageData } from './page-loaders';
import { loaderFeedClient } from './server-feed';

/** A multi-build block with its first page (lists) and the heading it takes from the catalogue. */
export interface HomeBlockData {
  readonly key: string;
  readonly block: HomeBlock;
  readonly title: string;
  readonly data: SectionData | null;
}

export type HomeData =
  | ({ readonly variant: 'default' | 'asian' } & HomePageData)
  | { readonly variant: 'multi'; readonly tree: TreeData; readonly blocks: readonly HomeBlockData[] };

/** The variant a visitor gets: the public configuration's (geo already applied), else the default. */
export function homeVariantOf(site: PublicSite | null): HomeVariant {
  return site?.homePage?.variant ?? 'default';
}

async function blockData(block: HomeBlock, index: number, tree: TreeData, site: PublicSite | null, request: Request, lang: string): Promise<HomeBlockData | null> {
  const client = loaderFeedClient(request);
  const key = `${block.type}-${index}`;
  switch (block.type) {
    case 'top': {
      const kind = kindOfMode(block.mode);
      return { key, block, title: '', data: await loadSection(client, tree, kind, { type: 'top' }, lang, HOME_TOP_COUNT) };
    }
    case 'sport': {
      const kind = kindOfMode(block.mode);
      const sport = (kind === 1 ? tree.live : tree.line).find((s) => s.id === block.sportId);
      return { key, block, title: sport?.name ?? '', data: await loadSection(client, tree, kind, { type: 'sport', sportId: block.sportId }, lang) };
    }
    case 'champ': {
      const kind = kindOfMode(block.mode);
      const title = findChamp([...tree.live, ...tree.line], block.champId)?.champ.name ?? '';
      return { key, block, title, data: await loadSection(client, tree, kind, { type: 'champ', champId: block.champId }, lang) };
    }
    case 'globalEvent': {
      const event = site?.globalEvent ?? null;
      // A brand without a global event shows nothing for this block.
      if (event === null) return null;
      const title = event.name || (findChamp([...tree.live, ...tree.line], event.champId)?.champ.name ?? '');
      return { key, block, title, data: await loadSection(client, tree, 3, { type: 'champ', champId: event.champId }, lang) };
    }
    case 'tabs':
    case 'menu':
    case 'info':
      return { key, block, title: '', data: null };
  }
}

export async function loadHome(request: Request, params: Params, site: PublicSite | null): Promise<HomeData> {
  const variant = homeVariantOf(site);
  if (variant !== 'multi') return { variant, ...(await loadHomePage(request, params)) };
  const lang = params.lng ?? 'ru';
  const tree = await loadTree(loaderFeedClient(request), lang);
  const blocks = await Promise.all((site?.homePage?.blocks ?? []).map((block, index) => blockData(block, index, tree, site, request, lang)));
  return { variant, tree, blocks: blocks.filter((block): block is HomeBlockData => block !== null) };
}
