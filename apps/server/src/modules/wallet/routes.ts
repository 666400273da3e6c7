import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currencyName } from '@stavka/i18n/display-names';
import { createCurrencyAccountSchema, deleteCurrencyAccountSchema, setActiveAccountSchema } from '@stavka/contract/wallet';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import { z } from 'zod';
import { validationFailed } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { movementsOf } from './accounts-repo';
import { presentBalanceLists } from './presenter';
import type { AccountOwner, Wallet } from './service';

// The player's accounts (spec §3 account record, §7.3): balances, the active account, opening and
// closing currency accounts. Each call is one unit of work on the caller's own accounts; an account
// number of another player is answered as not found.

export function registerWalletRoutes(app: FastifyInstance, deps: { wallet: Wallet; identity: IdentityContext }): void {
  const { wallet, identity } = deps;
  const guard = { preHandler: requireUser(identity) };

  const ownerOf = (request: FastifyRequest): AccountOwner => {
    const { user } = authOf(request);
    return { id: user.id, siteId: user.siteId, currencyCode: user.currencyCode };
  };
  const languageOf = (request: FastifyRequest) => authOf(request).user.language;

  /** Runs the change, then answers the three lists as they are after it. */
  const changeThenList = async (request: FastifyRequest, change: (uow: UnitOfWork, owner: AccountOwner) => Promise<void>) => {
    const owner = ownerOf(request);
    const accounts = await runInTransaction(identity.db, async (uow) => {
      await change(uow, owner);
      return wallet.accountsOf(uow, owner);
    });
    return { success: true as const, data: presentBalanceLists(accounts, wallet.currencies, languageOf(request)) };
  };

  app.get('/account-api/user/balance', guard, (request) => changeThenList(request, async () => {}));

  // The legacy mobile site's balance (wire-format §3.3), with the three lists beside it.
  app.post('/web-api/user/balance', guard, async (request) => {
    const answer = await changeThenList(request, async () => {});
    const ordered = [...answer.data.accounts].sort((a, b) => Number(b.isActive) - Number(a.isActive));
    return {
      ...answer,
      balance: ordered.map((account) => ({ id: account.id, money: account.money, summ_unplaced_bets: account.amountOfUnplacedBets, currency: account.iso })),
    };
  });

  app.post('/web-api/user/setactiveaccount', guard, async (request) => {
    const { account_id } = validate(setActiveAccountSchema, request.body);
    return changeThenList(request, (uow, owner) => wallet.setActiveAccount(uow, owner, account_id));
  });

  app.post('/web-api/user/createCurrencyAccount', guard, async (request) => {
    const { currency_id } = validate(createCurrencyAccountSchema, request.body);
    const currency = wallet.currencies.byId(currency_id);
    if (!currency || currency.hidden || !request.site.config.global.currencies.includes(currency.code)) {
      throw validationFailed({ currency_id: ['validation_incorrect_currency'] });
    }
    return changeThenList(request, async (uow, owner) => void (await wallet.openCurrencyAccount(uow, owner, currency.code)));
  });

  app.post('/web-api/user/deleteCurrencyAccount', guard, async (request) => {
    const { account_id } = validate(deleteCurrencyAccountSchema, request.body);
    return changeThenList(request, (uow, owner) => wallet.closeCurrencyAccount(uow, owner, account_id));
  });

  // The currencies this brand lets a player open an account in (the wallets page's choice).
  app.get('/web-api/user/wallet-currencies', guard, async (request) => {
    const language = languageOf(request);
    const currencies = request.site.config.global.currencies.flatMap((code) => {
      const currency = wallet.currencies.byCode(code);
      if (!currency || currency.hidden) return [];
      return [{ id: currency.id, code: currency.code, symbol: currency.symbol, name: currencyName(currency.code, language, { en: currency.name, ru: currency.nameRu }) }];
    });
    return { success: true as const, data: { currencies } };
  });

  // Movements of the player's virtual accounts (bonus and points), 50 a page (spec §7.4, §9).
  app.post('/web-api/officeapi/gethistorypaymentvirtualaccount', guard, async (request) => {
    const { page_number } = validate(virtualHistorySchema, request.body ?? {});
    const owner = ownerOf(request);
    const accounts = await runInTransaction(identity.db, (uow) => wallet.accountsOf(uow, owner));
    const virtual = accounts.filter((account) => account.kind === 'bonus' || account.kind === 'points');
    const page = await movementsOf(identity.db, virtual.map((account) => account.id), { limit: HISTORY_PAGE, offset: (page_number - 1) * HISTORY_PAGE });
    return {
      success: true as const,
      data: {
        items: page.rows.map((row) => {
          const amount = fromMinorUnits(row.amount, wallet.currencies.scaleOf(row.currencyCode));
          const account = virtual.find((a) => a.id === row.accountId);
          return { id: row.id, accountId: row.accountId, kind: account?.kind ?? 'bonus', reason: row.reason, amount: Number(amount), amountExact: amount, currency: row.currencyCode, at: row.at.toISOString() };
        }),
        total: page.total,
        page: page_number,
        pageSize: HISTORY_PAGE,
      },
    };
  });
}

const HISTORY_PAGE = 50;
const virtualHistorySchema = z.strictObject({ page_number: z.number().int().min(1).max(100_000).default(1) });
