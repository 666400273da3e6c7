import { describe, expect, it } from 'vitest';
import { runOps } from './support/server';
import { type Brand, checkWidths, hostOf, officeSite, registeredPlayer, signedInContext } from './support/office-players';

// Issue 13 "Messages" as a signed-in player of each brand: the operator sends a message with
// `npm run ops -- message:send` while the player's page is open, the header's messages link shows
// the unread count without a reload (by push), the player opens the messages page, reads the
// message and the count goes. Axe and both widths on the messages page. And "Support": the player
// writes to the administration from the office menu by keyboard, and the operator finds the request
// in `support:list`.

const lng: Record<Brand, string> = { stavka: 'ru', goalbet: 'en' };

describe('player messages', () => {
  // The shared office site: Goalbet offers every kind of operator message there.
  const office = officeSite();

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

  it('on goalbet: the support page gives the brand’s hours, and a request to the administration sent from it reaches the operator', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/support'));
    await page.getByText('Support works every day from 08:00 to 23:00 (Europe/London time).').waitFor();
    await page.getByTestId('support-open').waitFor();
    await checkWidths(page, 'support-goalbet');
    // Goalbet has no chat consultant: the hours card offers the administration request too, as the request card does.
    await page.getByRole('main').getByRole('link', { name: 'Write to the administration', exact: true }).last().click();
    await page.waitForURL('**/en/office/admin-request');
    await page.getByRole('heading', { level: 1, name: 'Request to the administration' }).waitFor();
    await checkWidths(page, 'admin-request-empty-goalbet');

    await page.getByRole('textbox', { name: /^Your name/ }).focus();
    await page.keyboard.type('Jo Punter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jo.punter@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Please raise my stake limit on tennis.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const sent = page.getByText(/Request No\. \d+ is sent\. The answer will come to jo\.punter@example\.com\./);
    await sent.waitFor();
    const id = /No\. (\d+)/.exec((await sent.textContent()) ?? '')?.[1];
    await checkWidths(page, 'admin-request-sent-goalbet');

    const line = runOps(office.dataDir, ['support:list'])
      .split('\n')
      .find((row) => row.startsWith(`${id} `));
    expect(line).toContain(player.login);
    expect(line).toContain('jo.punter@example.com');
    expect(line).toContain('Please raise my stake limit on tennis.');
  });
});
