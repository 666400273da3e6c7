import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ruDictionary } from '@stavka/i18n/dictionaries';
import { checkWidths, hostOf, officeSite, registeredPlayer, signedInContext } from './support/office-players';
import { runOps } from './support/server';

// Issue 13 "Identification" as a player and an operator see it: the player uploads a small PNG on
// office_account_identification (the file field reached by its label) and sees the check pending;
// the operator finds it with `ops kyc:list` and approves it with `ops kyc:approve`; the player's
// verification screen then says verified, and the office messages hold the news. Axe and both widths.

/** A real 2×2 PNG: signature, IHDR, one IDAT, IEND (CRCs computed). */
function smallPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('identification by documents', () => {
  const office = officeSite();

  it('a player uploads a PNG and sees it pending; the operator approves it; the player sees verified and a message', async () => {
    const player = await registeredPlayer(office.site, 'stavka');
    const context = await signedInContext(office.site, office.browser, 'stavka', player);
    office.keep(context);
    const page = await context.newPage();
    const origin = `http://${hostOf(office.site, 'stavka')}`;
    await page.goto(`${origin}/ru/office/account/identification`);
    const status = page.getByTestId('identification-status');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('none');
    await checkWidths(page, 'identification-none');

    const files = page.getByLabel(ruDictionary.identification_files_label);
    await files.focus();
    await files.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: smallPng() });
    await page.getByText(ruDictionary.identification_files_chosen.replace('{{count}}', '1')).first().waitFor();
    await page.getByRole('button', { name: ruDictionary.identification_submit }).click();
    await page.getByText(ruDictionary.identification_uploaded).waitFor();
    expect(await status.getAttribute('data-status')).toBe('pending');
    await checkWidths(page, 'identification-pending');

    const row = runOps(office.dataDir, ['kyc:list'])
      .split('\n')
      .find((line) => line.split(/\s+/)[1] === player.login);
    expect(row, 'the check is listed as pending').toBeDefined();
    const checkId = row!.split(/\s+/)[0]!;
    expect(runOps(office.dataDir, ['kyc:approve', checkId])).toMatch(new RegExp(`^check ${checkId} verified for player ${player.login}; message \\d+ sent`));

    await page.goto(`${origin}/ru/office/account/verification`);
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('verified');
    await page.getByText(ruDictionary.identification_status_verified, { exact: true }).waitFor();
    await checkWidths(page, 'verification-verified');

    await page.goto(`${origin}/ru/office/messages`);
    await page.getByText(ruDictionary.identification_message_verified_title).first().waitFor();
  });
});
