import { fixedMeta } from './betting-page';
import { LobbyPage } from '../features/coupon/lobby-page';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useNameOutcome } from '../layout/bet-leg-names';
import { SlipPage } from './slip-page';

export function loader() {
  return {};
}

export const meta = fixedMeta({ title: 'lobby_title', description: 'lobby_meta_description' });

/** betsLobby (decision 0028): the brand's published open bets, to copy into the slip. */
export default function BetsLobby() {
  return (
    <SlipPage>
      <LobbyPage name={useNameOutcome()} oddsFormat={useOddsFormat()} />
    </SlipPage>
  );
}
