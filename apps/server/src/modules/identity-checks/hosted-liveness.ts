import { ProviderUnavailable, type IdentityCheckProvider } from './provider';

// The hosted liveness (FaceId) flow of spec §7.5 "veriface flowId" (decision 0044). The spec and
// the public material we have give no more of veriface's API than its flow id, so this adapter
// speaks the smallest contract such services share, kept in one place to adjust to the contract
// signed with the provider: `POST {baseUrl}/flows` with the brand's API key (Bearer) and
// `{ reference, returnUrl, webhookUrl }` answers `{ flowId, url }`; the player does the selfie at
// `url`; the service reports to `webhookUrl`, signed (liveness-signature.ts), and sends them back.

export function createHostedLiveness(settings: { baseUrl: string; apiKey: string }, fetcher: typeof fetch): IdentityCheckProvider {
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`;
  return {
    kind: 'liveness',
    provider: 'veriface',
    async start(request) {
      if (request.kind !== 'liveness') throw new Error('a liveness service starts liveness flows');
      let answer: { flowId?: unknown; url?: unknown } | null;
      let status: number;
      try {
        const response = await fetcher(new URL('flows', base).href, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ reference: request.reference, returnUrl: request.returnUrl, webhookUrl: request.webhookUrl }),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        answer = (await response.json().catch(() => null)) as typeof answer;
      } catch (error) {
        throw new ProviderUnavailable(`liveness service unreachable: ${(error as Error).message}`);
      }
      const flowId = typeof answer?.flowId === 'string' ? answer.flowId : undefined;
      const url = typeof answer?.url === 'string' && /^https:\/\//.test(answer.url) ? answer.url : undefined;
      if (status !== 200 && status !== 201) throw new ProviderUnavailable(`liveness service answered ${status}`);
      if (flowId === undefined || url === undefined) throw new ProviderUnavailable('liveness service answered no flow');
      return { sessionId: flowId, verificationCode: null, details: {}, pageUrl: url };
    },
    // The flow ends by the service's signed report, not by asking.
    status: async () => ({ state: 'running' }),
  };
}
