import { describe, expect, it } from 'vitest';
import { checkWidths, officeSite, registeredPlayer } from './support/office-players';

// Issue 13 "Account" as a player sees it: a player registered in one click opens office_account
// (nothing filled yet), edits their details on office_account_edit — a wrong name said on its field,
// then name, birth date, a region and a city of it, street and postcode saved — and after a reload
// sees them kept, the name now read-only. Axe and both widths on each screen.

describe('the account data', () => {
  const office = officeSite();

  it('edits and saves the personal details and the address, and sees them kept after a reload', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/account'));
    await page.getByRole('heading', { level: 1, name: 'Personal details', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Name and date of birth' }).getByText(player.login, { exact: true }).waitFor();
    expect(await page.getByTestId('account-first-name').textContent()).toBe('Not given');
    await checkWidths(page, 'account-empty-goalbet');

    await page.getByTestId('account-edit-link').click();
    await page.getByRole('heading', { level: 1, name: 'Edit personal details', exact: true }).waitFor();
    await page.getByLabel('Surname').fill('Hughes');
    await page.getByLabel('First name').fill('R2D2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Use only letters, spaces, hyphens and apostrophes').waitFor();
    await checkWidths(page, 'account-edit-error-goalbet');

    await page.getByLabel('First name').fill('Megan');
    await page.getByLabel('Date of birth').fill('1991-07-23');
    await page.getByLabel('Region').selectOption({ label: 'Wales' });
    const city = page.getByLabel('City');
    await expect.poll(() => city.locator('option', { hasText: 'Cardiff' }).count()).toBe(1);
    await city.selectOption({ label: 'Cardiff' });
    await page.getByLabel('Street address').fill('12 Queen Street');
    await page.getByLabel('Postcode').fill('cf10 2bu');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your details are saved.').waitFor();
    await checkWidths(page, 'account-edit-saved-goalbet');

    await page.getByRole('link', { name: 'Back to personal details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Personal details', exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('account-first-name').textContent()).toBe('Megan');
    expect(await page.getByTestId('account-last-name').textContent()).toBe('Hughes');
    expect(await page.getByTestId('account-city').textContent()).toBe('Cardiff');
    expect(await page.getByTestId('account-address').textContent()).toBe('12 Queen Street');
    await page.getByText('CF10 2BU', { exact: true }).waitFor();
    await page.getByText('23 July 1991', { exact: true }).waitFor();
    await checkWidths(page, 'account-filled-goalbet');

    // The names are kept now: the edit form shows them read-only with the way to change them.
    await page.goto(office.url('goalbet', '/en/office/account/edit'));
    const firstName = page.getByLabel('First name');
    await expect.poll(() => firstName.getAttribute('readonly')).not.toBeNull();
    expect(await firstName.inputValue()).toBe('Megan');
    // The saved city shows chosen once the region's cities have come.
    await expect.poll(() => page.getByLabel('City').locator('option:checked').textContent()).toBe('Cardiff');
    await checkWidths(page, 'account-edit-filled-goalbet');
  });
});
