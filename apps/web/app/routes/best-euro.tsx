import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { formatDateTime } from '@stavka/i18n/format';
import { loadBestPage, type BestPageData } from '../features/sportsbook/section-loaders';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { useRootData } from '../shared/root-data';
import { SectionPage } from './betting-page';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadBestPage(request, params, context.siteFor(params.lng ?? ''));
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const name = loaderData.event.name || (loaderData.lists[0]?.part.title ?? '');
  return sectionMeta(matches, 'sections_title_best', name, { event: name });
}

/** The brand's global event (`bestEuroSection`, spec §3 `global_event_*`): its championship's games. */
export default function BestEuro({ loaderData }: { loaderData: BestPageData }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const { lists, event } = loaderData;
  return (
    <SectionPage
      data={loaderData}
      tab="best"
      gameSection="best"
      place={{ champId: event.champId }}
      title={event.name || (lists[0]?.part.title ?? '')}
      modeLink={(mode, lng) => href('bestEuroSection', { lng, mode })}
    >
      {event.firstGameStart !== null && (
        <p>
          <time dateTime={new Date(event.firstGameStart * 1000).toISOString()}>
            {t('sections_global_starts', { date: formatDateTime(event.firstGameStart * 1000, site.lang, timeZone, 'dateTime') })}
          </time>
        </p>
      )}
    </SectionPage>
  );
}
