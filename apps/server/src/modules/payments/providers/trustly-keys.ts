import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { TrustlyApi } from './trustly-rpc';

// Trustly's settings made usable at boot: both PEM files read and checked to be RSA keys of the
// right kind, so that a wrong file stops the start with its variable named instead of failing
// the first player's deposit.

export interface TrustlyFiles {
  apiUrl: string;
  username: string;
  password: string;
  privateKeyFile: string;
  publicKeyFile: string;
}

export async function loadTrustlyApi(files: TrustlyFiles): Promise<TrustlyApi> {
  const merchantKey = await rsaKey('TRUSTLY_PRIVATE_KEY_FILE', files.privateKeyFile, (pem) => createPrivateKey(pem));
  const trustlyKey = await rsaKey('TRUSTLY_PUBLIC_KEY_FILE', files.publicKeyFile, (pem) => {
    // A private key would also yield a public one: refuse it, it has no place on this side.
    if (/PRIVATE KEY-----/.test(pem)) throw new Error('a private key');
    return createPublicKey(pem);
  });
  return { url: files.apiUrl, username: files.username, password: files.password, merchantKey, trustlyKey };
}

async function rsaKey(variable: string, file: string, read: (pem: string) => KeyObject): Promise<KeyObject> {
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file} (${error instanceof Error && 'code' in error ? String(error.code) : 'error'})`, { cause: error });
  }
  let key: KeyObject;
  try {
    key = read(pem);
  } catch (error) {
    throw new Error(`${variable}: ${file} does not hold the expected PEM key (${error instanceof Error ? error.message : 'unreadable'})`, { cause: error });
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${variable}: ${file} holds a ${key.asymmetricKeyType ?? 'non-RSA'} key; Trustly signs with RSA`);
  return key;
}
