import { describe, expect, it } from 'vitest';
import { runOps } from './support/server';
import { type Brand, checkWidths, hostOf, officeSite, registeredPlayer, signedInContext } from './support/office-players';

// Issue 13 "Messages" as a signed-in player of each brand: the operator sends a message with
// `npm run ops -- message:send` while the player's page is open, the header's messages link shows
// the unread count without a reload (by push), the player opens the messages page, reads the
// message and the count goes. Axe and both widths on the messages page.

const lng: Record<Brand, string> = { stavka: 'ru', goalbet: 'en' };

describe('player messages', () => {
  const office = officeSite({ ops: [['site:set', 'goalbet', 'other.supported_msg_types', '[1,2,3]']] });

  it.each(['stavka', 'goalbet'] as const)('on %s: a message sent by the operator shows in the header at once, and reading it clears the count', async (brand) => {
    const player = await registeredPlayer(office.site, brand);
    const context = await signedInContext(office.site, office.browser, brand, player);
    office.keep(context);
    const page = await context.newPage();
    await page.goto(`http://${hostOf(office.site, brand)}/${lng[brand]}/office`);
    const badge = page.getByRole('banner').getByTestId('messages-badge');
    await badge.waitFor();
    expect(await badge.getByTestId('messages-unread').count()).toBe(0);

    const title = brand === 'stavka' ? 'Бонус за выходные' : 'Weekend bonus';
    const id = runOps(office.dataDir, ['message:send', '--user', player.login, '--type', '1', '--title', title, '--text', 'Details of the offer\nsecond line']).trim();
    expect(id).toMatch(/^\d+$/);
    // No reload: the push notice brings the count.
    await badge.getByTestId('messages-unread').waitFor({ timeout: 10_000 });
    expect(await badge.getByTestId('messages-unread').textContent()).toBe('1');

    await badge.click();
    await page.waitForURL(`**/${lng[brand]}/office/messages`);
    const row = page.getByTestId('message-row');
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).not.toBeNull();
    await checkWidths(page, `messages-unread-${brand}`);

    await row.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    await page.getByText('Details of the offer').waitFor();
    await badge.getByTestId('messages-unread').waitFor({ state: 'detached', timeout: 10_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="message-row"]')?.hasAttribute('data-unread') === false);
    await checkWidths(page, `messages-read-${brand}`);
  });
});
