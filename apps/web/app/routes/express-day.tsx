import { type LoaderFunctionArgs } from 'react-router';
import { ExpressPage } from '../features/sportsbook/express-page';
import { loadExpressPage, type ExpressPageData } from '../features/sportsbook/express-page-data';
import { BettingPage, fixedMeta } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadExpressPage(request, params);
}

export const meta = fixedMeta({ title: 'express_meta_title', description: 'express_meta_description' });

/** The express of the day (`expressDay`). */
export default function ExpressDay({ loaderData }: { loaderData: ExpressPageData }) {
  return (
    <BettingPage tree={loaderData.tree} place={{}}>
      <ExpressPage data={loaderData} />
    </BettingPage>
  );
}
