// Sending support a request from the office (issue 13 "Support"; contract/support.ts): a request to
// the administration or an idea, each answered with its number.
import { useMemo } from 'react';
import { type AdminRequest, type ShareIdea, type SupportRequestSent, supportPaths, supportRequestSentSchema } from '@stavka/contract/support';
import { type ApiOutcome, useApiClient } from '../../../shared/api-client';

export interface SupportSender {
  adminRequest(request: AdminRequest): Promise<ApiOutcome<SupportRequestSent>>;
  shareIdea(idea: ShareIdea): Promise<ApiOutcome<SupportRequestSent>>;
}

export function useSupportSender(): SupportSender {
  const api = useApiClient();
  return useMemo(
    () => ({
      adminRequest: (request) => api.send({ url: supportPaths.adminRequest, method: 'POST', body: { ...request }, schema: supportRequestSentSchema }),
      shareIdea: (idea) => api.send({ url: supportPaths.shareIdea, method: 'POST', body: { ...idea }, schema: supportRequestSentSchema }),
    }),
    [api],
  );
}
