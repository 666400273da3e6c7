import { describe, expect, it } from 'vitest';
import { mobileIdVerificationCode, smartIdVerificationCode } from './verification-code';

describe('verification codes', () => {
  it('computes the Mobile-ID code of the MID REST API documentation example (§2.4.1)', () => {
    // Hash 2f665f6a…8cb6: 6 bits 001011 and 7 bits 0110110 → 0010110110110 → 1462.
    expect(mobileIdVerificationCode(Buffer.from('2f665f6a6999e0ef0752e00ec9f453adf59d8cb6', 'hex'))).toBe('1462');
  });

  it('writes a small Mobile-ID code with four digits', () => {
    expect(mobileIdVerificationCode(Buffer.from([0x00, 0x11, 0x29]))).toBe('0041');
  });

  it('computes the Smart-ID code as the last two bytes of SHA-256 of the hash, mod 10000', () => {
    // Expected values computed apart from this code (Python's hashlib), as Smart-ID's docs give no vector.
    expect(
      smartIdVerificationCode(
        Buffer.from('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQ==', 'base64'),
      ),
    ).toBe('4117');
    expect(
      smartIdVerificationCode(
        Buffer.from('hBhimcCcC0tXWMKrAcvW2AUJ6MWf0WmZcqZbcMlahh6OZmRcCQWmB/Vs5+4KjNQ4LMdtintIUAop2iEBqzmWRQ==', 'base64'),
      ),
    ).toBe('1101');
  });
});
