import { visibleOfficeMenu, type LeftMenuData, type OfficeMenuCondition, type OfficeMenuRoute } from '@stavka/contract/office-menu';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { Database } from '@stavka/db/client';
import { approvedVipRequestsWaiting } from '../betting/service';
import { unreadMessages } from '../messages/service';
import { consultantAccess, requestsAwaitingPlayer } from '../payments/service';

// The office menu for one player (`getLeftMenuData`, issue 13): the contract's table with the rows
// the brand and the player's country offer, and on the rows where something waits for the player
// how many things do. Counts come only from what is stored: approved VIP requests still to place,
// consultant requests support asked the player to fill out, unread messages of the brand's types.

export interface MenuPlayer {
  readonly id: number;
  readonly countryId: number;
}

/** Which of the menu's conditions hold for this player on this brand. */
export function menuConditions(config: Pick<SiteConfig, 'office' | 'payments'>, player: MenuPlayer): Set<OfficeMenuCondition> {
  const conditions = new Set<OfficeMenuCondition>();
  if (config.office.casino) conditions.add('casino');
  if (config.office.referral) conditions.add('referral');
  if (consultantAccess(config.payments, player.countryId).available) conditions.add('paymentConsultant');
  return conditions;
}

export async function leftMenuData(db: Database, config: Pick<SiteConfig, 'office' | 'payments' | 'other'>, player: MenuPlayer, now: Date): Promise<LeftMenuData> {
  const conditions = menuConditions(config, player);
  const [vipToPlace, requestsToFill, unread] = await Promise.all([
    approvedVipRequestsWaiting(db, player.id, now),
    conditions.has('paymentConsultant') ? requestsAwaitingPlayer(db, player.id) : Promise.resolve(0),
    unreadMessages(db, { id: player.id, types: config.other.supported_msg_types }),
  ]);
  const counts: Partial<Record<OfficeMenuRoute, number>> = { office_manager_bets: vipToPlace, office_payment_consultant: requestsToFill, office_messages: unread };
  return {
    groups: visibleOfficeMenu(conditions).map((group) => ({
      id: group.id,
      rows: group.rows.map(({ route }) => {
        const count = counts[route];
        return count === undefined ? { route } : { route, count };
      }),
    })),
    conditions: [...conditions],
  };
}
