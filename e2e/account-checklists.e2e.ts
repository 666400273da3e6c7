import { describe, it } from 'vitest';
import { checkWidths, officeSite, registeredPlayer } from './support/office-players';

// Issue 13 "the identification and welcome screen" and "clarify data" as a player sees them: a
// player registered in one click opens the details payouts need (everything still to do, each step
// leading to its screen), follows the identity step to the start of identification, and from there
// reaches the upload. Axe and both widths on each screen, on both demo brands.

describe('the account checklists', () => {
  const office = officeSite();

  it.each([
    ['goalbet', '/en', 'Complete your details', 'Start the check', 'Start identification', 'Upload documents', 'Identification'],
    ['stavka', '/ru', 'Уточнить данные', 'Пройти проверку', 'Начало идентификации', 'Загрузить документы', 'Идентификация'],
  ] as const)('on %s: from the details payouts need to the start of identification and on to the upload', async (brand, lng, clarify, start, welcome, upload, identification) => {
    const player = await registeredPlayer(office.site, brand);
    const page = await office.officePage(brand, player);
    await page.goto(office.url(brand, `${lng}/office/account/clarify`));
    await page.getByRole('heading', { level: 1, name: clarify }).waitFor();
    await page.locator('[data-step="identity"][data-done="false"]').waitFor();
    await checkWidths(page, `clarify-data-${brand}`);

    await page.locator('[data-step="identity"]').getByRole('link', { name: start }).click();
    await page.getByRole('heading', { level: 1, name: welcome }).waitFor();
    await page.locator('[data-step="upload"][data-done="false"]').waitFor();
    await checkWidths(page, `identification-welcome-${brand}`);

    await page.locator('[data-step="upload"]').getByRole('link', { name: upload }).click();
    await page.getByRole('heading', { level: 1, name: identification, exact: true }).waitFor();
  });
});
