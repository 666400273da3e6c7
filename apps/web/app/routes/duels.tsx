import { fixedMeta } from './betting-page';
import { useSlipSink } from '../features/coupon/coupon-context';
import { DuelsPage } from '../features/duels/duels-page';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useNameOutcome } from '../layout/bet-leg-names';
import { SlipPage } from './slip-page';

export function loader() {
  return {};
}

export const meta = fixedMeta({ title: 'duels_meta_title', description: 'duels_meta_description' });

/** duels (decision 0026): two teams of different games on who scores more; their prices go to the slip. */
export default function Duels() {
  return (
    <SlipPage>
      <DuelsPage sink={useSlipSink()} name={useNameOutcome()} oddsFormat={useOddsFormat()} />
    </SlipPage>
  );
}
