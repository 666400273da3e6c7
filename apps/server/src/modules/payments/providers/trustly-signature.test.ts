import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTrustlyJson, serialiseTrustlyData, signTrustly, trustlyPlaintext, verifyTrustly, type TrustlyValue } from './trustly-signature';

// Trustly's serialisation and signature against the examples of Trustly's API documentation.

const DOC_UUID = '258a2184-2842-b485-25ca-293525152425';

describe('Trustly serialisation', () => {
  it("gives the plaintext of Trustly's signature tester for its Deposit example", () => {
    // The data behind the "Concatenated string example" of Trustly's signature-tester page.
    const data = {
      Username: 'merchant_username',
      Password: 'merchant_password',
      NotificationURL: 'URL_to_your_notification_service',
      EndUserID: '12345',
      MessageID: 'your_unique_deposit_id',
      Attributes: {
        Locale: 'sv_SE',
        Currency: 'SEK',
        IP: '123.123.123.123',
        MobilePhone: '+46709876543',
        Firstname: 'John',
        Lastname: 'Doe',
        NationalIdentificationNumber: '790131-1234',
      },
    };
    expect(trustlyPlaintext({ method: 'Deposit', uuid: DOC_UUID, data })).toBe(
      'Deposit258a2184-2842-b485-25ca-293525152425AttributesCurrencySEKFirstnameJohnIP123.123.123.123LastnameDoeLocalesv_SEMobilePhone+46709876543NationalIdentificationNumber790131-1234EndUserID12345MessageIDyour_unique_deposit_idNotificationURLURL_to_your_notification_servicePasswordmerchant_passwordUsernamemerchant_username',
    );
  });

  it.each<[string, TrustlyValue, string]>([
    ['the notification answer of the docs', { status: 'OK' }, 'statusOK'],
    [
      'the credit notification of the docs',
      { amount: '902.50', currency: 'EUR', messageid: '98348932', orderid: '87654567', enduserid: '32123', notificationid: '9876543456', timestamp: '2010-01-20 14:42:04.675645+01', attributes: {} },
      'amount902.50attributescurrencyEURenduserid32123messageid98348932notificationid9876543456orderid87654567timestamp2010-01-20 14:42:04.675645+01',
    ],
    ['null as an empty string', { a: null, b: 'x' }, 'abx'],
    ['array values in their order, not sorted', { list: ['b', 'a', { z: '1', y: '2' }] }, 'listbay2z1'],
    ['keys by their bytes: capitals before small letters', { alpha: '1', Zeta: '2', IP: '3', Id: '4' }, 'IP3Id4Zeta2alpha1'],
    ['booleans and numbers as written', { f: false, n: 12, t: true }, 'ffalsen12ttrue'],
    ['nested objects sorted at every level', { b: { d: '1', c: '2' }, a: '' }, 'abc2d1'],
    ['a scalar on its own', 'plain', 'plain'],
  ])('serialises %s', (_name, data, expected) => {
    expect(serialiseTrustlyData(data)).toBe(expected);
  });

  it('keeps the digits of a JSON number as they were sent (902.50 is not 902.5)', () => {
    const parsed = parseTrustlyJson('{"amount": 902.50, "id": 12345678901234567890}');
    expect(parsed).toBeDefined();
    expect(serialiseTrustlyData(parsed)).toBe('amount902.50id12345678901234567890');
  });

  it('reads no JSON from a body that is not JSON, names __proto__ or nests deeper than any message', () => {
    expect(parseTrustlyJson('not json')).toBeUndefined();
    expect(parseTrustlyJson('{"data":{"__proto__":{"status":"OK"}}}')).toBeUndefined();
    expect(parseTrustlyJson(`{"data":${'['.repeat(40)}${']'.repeat(40)}}`)).toBeUndefined();
    expect(parseTrustlyJson(`{"data":${'['.repeat(20)}${']'.repeat(20)}}`)).toBeDefined();
  });
});

describe('Trustly signature', () => {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const envelope = { method: 'credit', uuid: DOC_UUID, data: { amount: '902.50', currency: 'EUR', attributes: { Name: 'Jörg Müller' } } };
  const dir = mkdtempSync(path.join(tmpdir(), 'trustly-signature-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is RSA-SHA1 over the UTF-8 plaintext, as OpenSSL checks it', () => {
    const signature = signTrustly(envelope, merchant.privateKey);
    writeFileSync(path.join(dir, 'plain.txt'), trustlyPlaintext(envelope), 'utf8');
    writeFileSync(path.join(dir, 'sig.bin'), Buffer.from(signature, 'base64'));
    writeFileSync(path.join(dir, 'public.pem'), merchant.publicKey.export({ type: 'spki', format: 'pem' }));
    const out = execFileSync('openssl', ['dgst', '-sha1', '-verify', path.join(dir, 'public.pem'), '-signature', path.join(dir, 'sig.bin'), path.join(dir, 'plain.txt')]);
    expect(out.toString().trim()).toBe('Verified OK');
  });

  it("verifies the signer's own signature and nothing else", () => {
    const signature = signTrustly(envelope, merchant.privateKey);
    expect(verifyTrustly(envelope, signature, merchant.publicKey)).toBe(true);
    expect(verifyTrustly(envelope, signature, other.publicKey)).toBe(false);
    expect(verifyTrustly({ ...envelope, method: 'debit' }, signature, merchant.publicKey)).toBe(false);
    expect(verifyTrustly({ ...envelope, uuid: DOC_UUID.replace('2', '3') }, signature, merchant.publicKey)).toBe(false);
    expect(verifyTrustly({ ...envelope, data: { ...envelope.data, amount: '9025.0' } }, signature, merchant.publicKey)).toBe(false);
    expect(verifyTrustly(envelope, signTrustly(envelope, other.privateKey), merchant.publicKey)).toBe(false);
  });

  it.each([[''], ['not base64!'], [42], [null], ['A'.repeat(5000)]])('refuses the malformed signature %j', (signature) => {
    expect(verifyTrustly(envelope, signature, merchant.publicKey)).toBe(false);
  });
});
