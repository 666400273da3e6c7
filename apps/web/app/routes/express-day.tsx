import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { ExpressPage } from '../features/sportsbook/express-page';
import { loadExpressPage, type ExpressPageData } from '../features/sportsbook/express-page-data';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadExpressPage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(matches, { title: 'express_meta_title', description: 'express_meta_description' });
}

/** The express of the day (`expressDay`). */
export default function ExpressDay({ loaderData }: { loaderData: ExpressPageData }) {
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  return (
    <BettingLayout tree={tree} place={{}} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <ExpressPage data={loaderData} />
    </BettingLayout>
  );
}
