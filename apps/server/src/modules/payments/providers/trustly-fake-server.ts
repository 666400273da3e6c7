import { generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Trustly at its HTTP boundary, for the adapter's tests (DESIGN §1.6: the outside
// service is faked over HTTP, our code runs for real). It holds "Trustly's" key pair and knows the
// merchant's public key; it checks each Deposit call's credentials and signature, answers a
// signed order with its page URL (the first answer again for an identical repeated call, an error
// for a message id used by another call), and posts signed notifications to the NotificationURL
// it was given, checking that our answer is the merchant's signed "OK". Its serialisation is
// written apart from ours, so that the two check each other.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface DepositCall {
  uuid: string;
  data: { [key: string]: Json };
}

export interface NotificationAnswer {
  status: number;
  /** The answer's data.status when the merchant signed it for this notification, else undefined. */
  signedStatus: string | undefined;
}

export interface FakeTrustly {
  /** The JSON-RPC endpoint. */
  url: string;
  /** Trustly's public key, PEM. */
  publicKeyPem: string;
  deposits: DepositCall[];
  /** Trustly answers the next call with this error (616 invalid credentials, 620 unknown …), once. */
  failNext(code: number, message: string, options?: { signedBy?: KeyObject }): void;
  /** The next Deposit answer is signed by this key instead of Trustly's, once. */
  signNextWith(key: KeyObject): void;
  /** Posts a notification about an order to its NotificationURL, signed by Trustly unless told otherwise. */
  notify(orderId: string, method: string, data: { [key: string]: Json }, options?: { signedBy?: KeyObject; body?: (signed: string) => string }): Promise<NotificationAnswer>;
  orderOf(messageId: string): string;
  close(): Promise<void>;
}

const serialise = (value: Json): string => {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(serialise).join('');
  if (typeof value === 'object') {
    return Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, child]) => key + serialise(child))
      .join('');
  }
  return String(value);
};
const signed = (method: string, uuid: string, data: Json, key: KeyObject) => sign('sha1', Buffer.from(method + uuid + serialise(data)), key).toString('base64');

export async function startFakeTrustly(options: { merchantPublicKey: KeyObject; username: string; password: string }): Promise<FakeTrustly> {
  const trustly = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const deposits: DepositCall[] = [];
  const answers = new Map<string, { request: string; response: string }>();
  const orders = new Map<string, { notificationUrl: string; messageId: string }>();
  const orderByMessage = new Map<string, string>();
  let nextOrder = 2_190_971_587;
  let failure: { code: number; message: string; signedBy: KeyObject } | undefined;
  let answerKey: KeyObject | undefined;

  const answer = (request: { method: string; params: { Signature: string; UUID: string; Data: { [key: string]: Json } } }, raw: string): string => {
    const { method, params } = request;
    const error = (code: number, message: string, key: KeyObject = trustly.privateKey) => {
      const data = { code, message };
      return JSON.stringify({ version: '1.1', error: { name: 'JSONRPCError', code, message, error: { signature: signed(method, params.UUID, data, key), uuid: params.UUID, method, data } } });
    };
    if (failure) {
      const { code, message, signedBy } = failure;
      failure = undefined;
      return error(code, message, signedBy);
    }
    const signatureOk = verify('sha1', Buffer.from(method + params.UUID + serialise(params.Data)), options.merchantPublicKey, Buffer.from(params.Signature, 'base64'));
    if (!signatureOk) return error(636, 'ERROR_UNABLE_TO_VERIFY_RSA_SIGNATURE');
    if (params.Data.Username !== options.username || params.Data.Password !== options.password) return error(616, 'ERROR_INVALID_CREDENTIALS');
    deposits.push({ uuid: params.UUID, data: params.Data });
    const earlier = answers.get(params.UUID);
    if (earlier) return earlier.request === raw ? earlier.response : error(620, 'ERROR_UNKNOWN');
    const messageId = String(params.Data.MessageID);
    if (orderByMessage.has(messageId)) return error(637, 'ERROR_DUPLICATE_MESSAGE_ID');
    const orderid = String(nextOrder++);
    orders.set(orderid, { notificationUrl: String(params.Data.NotificationURL), messageId });
    orderByMessage.set(messageId, orderid);
    const data = { orderid, url: `https://checkout.trustly.test/checkout?OrderID=${orderid}&SessionID=${randomUUID()}` };
    const key = answerKey ?? trustly.privateKey;
    answerKey = undefined;
    const response = JSON.stringify({ result: { signature: signed(method, params.UUID, data, key), uuid: params.UUID, method, data }, version: '1.1' });
    answers.set(params.UUID, { request: raw, response });
    return response;
  };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const body = answer(JSON.parse(raw), raw);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/1`,
    publicKeyPem: trustly.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    deposits,
    failNext: (code, message, opts) => {
      failure = { code, message, signedBy: opts?.signedBy ?? trustly.privateKey };
    },
    signNextWith: (key) => {
      answerKey = key;
    },
    orderOf: (messageId) => {
      const order = orderByMessage.get(messageId);
      if (!order) throw new Error(`no order for ${messageId}`);
      return order;
    },
    async notify(orderId, method, data, opts = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const uuid = randomUUID();
      const full = { messageid: order.messageId, orderid: orderId, notificationid: String(Date.now()), timestamp: '2024-05-02 14:42:04.675645+01', attributes: {}, ...data };
      const text = JSON.stringify({ method, params: { signature: signed(method, uuid, full, opts.signedBy ?? trustly.privateKey), uuid, data: full }, version: '1.1' });
      const res = await fetch(order.notificationUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: opts.body ? opts.body(text) : text });
      const reply = await res.text();
      return { status: res.status, signedStatus: res.status === 200 ? signedStatusOf(reply, method, uuid, options.merchantPublicKey) : undefined };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The status of a notification answer, when it is the merchant's signed result for this notification. */
function signedStatusOf(reply: string, method: string, uuid: string, merchantKey: KeyObject): string | undefined {
  const parsed = JSON.parse(reply) as { version?: string; result?: { signature: string; uuid: string; method: string; data: { [key: string]: Json } } };
  const result = parsed.result;
  if (parsed.version !== '1.1' || !result || result.uuid !== uuid || result.method !== method) return undefined;
  const ok = verify('sha1', Buffer.from(method + uuid + serialise(result.data)), merchantKey, Buffer.from(result.signature, 'base64'));
  return ok && typeof result.data.status === 'string' ? result.data.status : undefined;
}
