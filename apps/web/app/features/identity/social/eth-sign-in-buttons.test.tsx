import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recoverMessageAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { socialPaths } from '@stavka/contract/social';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { readPreference } from '../../../shared/storage/preferences';
import { ru } from '../../../shared/ui/test-utils';
import { noCaptcha } from '../captcha-token';
import { RegistrationFlow } from '../registration/registration-flow';
import { forgetReturnUrl } from '../../../shared/return-url';
import { SignInFlow } from '../sign-in/sign-in-flow';
import { lastBody, pointPageAt, renderInSite, testCountries } from '../test-harness';
import { LOCAL_WALLET_KEY } from './eth-wallet';

// Sign-In with Ethereum's buttons (issue 13, decision 0043) against a real HTTP server: the wallet
// is an EIP-1193 provider written here, signing with a real key as MetaMask's personal_sign does.
// The message sent must be the brand's EIP-4361 message with the server's nonce, signed by the
// wallet's address; the answer leads to the social return page. A refused signature, a missing
// wallet and a refused message are said in words; without a wallet the local test wallet signs.

const NONCE = { nonce: 'c0ffee00c0ffee00c0ffee00c0ffee00', domain: 'goalbet.example:8443', uri: 'https://goalbet.example:8443', expiresInSeconds: 300 };

let server: TestServer;
let localWallet: boolean;
beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  localWallet = false;
  server.route(socialPaths.rights, (_request, response) =>
    sendJson(response, 200, { success: true, data: { providers: [{ id: 'google', name: 'Google' }, { id: 'metamask', name: 'MetaMask', localWallet }] } }),
  );
  server.route(socialPaths.metamaskNonce, (_request, response) => sendJson(response, 200, { success: true, data: NONCE }));
  server.route(socialPaths.metamaskVerify, (_request, response) => sendJson(response, 200, { success: true, data: { result: 'registered' } }));
  forgetReturnUrl(getAppStorage());
  getAppStorage().remove(LOCAL_WALLET_KEY);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'ethereum');
});

/** A browser wallet as EIP-1193 describes it, with one account; `refuse` makes its owner say no to signing. */
function installWallet(options: { refuse?: boolean } = {}) {
  const account = privateKeyToAccount(generatePrivateKey());
  const calls: { method: string; params?: readonly unknown[] }[] = [];
  const ethereum = {
    async request(args: { method: string; params?: readonly unknown[] }) {
      calls.push(args);
      if (args.method === 'eth_requestAccounts') return [account.address.toLowerCase()];
      if (args.method === 'eth_chainId') return '0x89';
      if (args.method === 'personal_sign') {
        if (options.refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        const [hex, address] = args.params as [`0x${string}`, string];
        if (address.toLowerCase() !== account.address.toLowerCase()) throw new Error('unknown account');
        return account.signMessage({ message: { raw: hex } });
      }
      throw Object.assign(new Error('unsupported'), { code: 4200 });
    },
  };
  Reflect.set(window, 'ethereum', ethereum);
  return { account, calls };
}

/** What the page sent to verify: the message's fields and who signed it. */
async function sentToVerify() {
  const body = lastBody(server, socialPaths.metamaskVerify) as { message: string; signature: `0x${string}`; lang: string };
  return { body, fields: parseSiweMessage(body.message), signer: await recoverMessageAddress({ message: body.message, signature: body.signature }) };
}

const openSignIn = async (path = '/ru/login') => {
  const view = renderInSite(<SignInFlow getCaptchaToken={noCaptcha} />, { path });
  const section = await screen.findByRole('region', { name: ru('social_sign_in_with') });
  return { ...view, section };
};

describe('the MetaMask button', () => {
  it('signs the brand’s message with the browser’s wallet and goes on to the return page', async () => {
    const { account, calls } = installWallet();
    const { router, section } = await openSignIn('/ru/login?return=%2Fru%2Fline');
    fireEvent.click(within(section).getByRole('button', { name: ru('social_provider_link', { name: 'MetaMask' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/social-sign-in'));
    expect(router.state.location.search).toBe('?result=registered');
    expect(calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign']);
    const { body, fields, signer } = await sentToVerify();
    expect(fields).toMatchObject({ domain: NONCE.domain, uri: NONCE.uri, nonce: NONCE.nonce, address: account.address, chainId: 137, version: '1' });
    expect(signer).toBe(account.address);
    expect(body.lang).toBe('ru');
    // The page to come back to is kept for the return page, as the other providers' links do.
    expect(readPreference(getAppStorage(), 'returnUrl')).toBe('/ru/line');
    // A wallet is there: no test wallet is offered.
    expect(within(section).queryByRole('button', { name: new RegExp(ru('eth_sign_in_local_wallet')) })).toBeNull();
  });

  it('says so when the player refuses the signature, and sends nothing to verify', async () => {
    installWallet({ refuse: true });
    const { section } = await openSignIn();
    fireEvent.click(within(section).getByRole('button', { name: ru('social_provider_link', { name: 'MetaMask' }) }));
    expect((await within(section).findByRole('alert')).textContent).toContain(ru('eth_sign_in_refused'));
    expect(server.hits(socialPaths.metamaskVerify)).toBe(0);
  });

  it('shows the server’s refusal of the message in words', async () => {
    installWallet();
    server.route(socialPaths.metamaskVerify, (_request, response) =>
      sendJson(response, 401, { success: false, error: { id: 'unauthorized', message: 'refused', errors: { message: ['eth_sign_in_nonce'] } } }),
    );
    const { router, section } = await openSignIn();
    fireEvent.click(within(section).getByRole('button', { name: ru('social_provider_link', { name: 'MetaMask' }) }));
    expect((await within(section).findByRole('alert')).textContent).toContain(ru('eth_sign_in_nonce'));
    expect(router.state.location.pathname).toBe('/ru/login');
  });

  it('says the wallet is missing where the browser has none and the brand offers no test wallet', async () => {
    const { section } = await openSignIn();
    fireEvent.click(within(section).getByRole('button', { name: ru('social_provider_link', { name: 'MetaMask' }) }));
    expect((await within(section).findByRole('alert')).textContent).toContain(ru('eth_sign_in_no_wallet'));
    expect(server.hits(socialPaths.metamaskNonce)).toBe(0);
  });
});

describe('the local test wallet', () => {
  it('appears without a browser wallet, signs with a key kept in this browser, and is the same wallet next time', async () => {
    localWallet = true;
    const view = renderInSite(<RegistrationFlow regType="soc_reg" countries={testCountries} countriesFailed={false} onRetryCountries={() => undefined} getCaptchaToken={noCaptcha} />, {
      path: '/ru/registration/soc_reg',
    });
    const panel = screen.getByRole('tabpanel');
    fireEvent.click(await within(panel).findByRole('button', { name: ru('social_provider_link', { name: 'MetaMask' }) }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(ru('eth_sign_in_no_wallet_local'));

    const local = within(panel).getByRole('button', { name: new RegExp(ru('eth_sign_in_local_wallet')) });
    expect(local.textContent).toContain(ru('eth_sign_in_local_note'));
    fireEvent.click(local);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/ru/social-sign-in'));
    const first = await sentToVerify();
    const key = getAppStorage().get(LOCAL_WALLET_KEY);
    expect(typeof key).toBe('string');
    expect(first.signer).toBe(privateKeyToAccount(key as `0x${string}`).address);
    expect(first.fields).toMatchObject({ domain: NONCE.domain, nonce: NONCE.nonce, chainId: 1 });
    view.unmount();

    const { section } = await openSignIn();
    fireEvent.click(await within(section).findByRole('button', { name: new RegExp(ru('eth_sign_in_local_wallet')) }));
    await waitFor(() => expect(server.hits(socialPaths.metamaskVerify)).toBe(2));
    expect((await sentToVerify()).signer).toBe(first.signer);
  });
});
