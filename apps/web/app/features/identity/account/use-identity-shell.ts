// Once per page frame: the affiliate of the entry link is kept (affiliate.ts) and the tracking
// client knows the signed-in player (spec §7.14 batches carry the user id).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { useAffiliateCapture } from '../affiliate';

export function useIdentityShell(): void {
  const { viewer } = useRootData();
  const tracking = useTracking();
  const location = useLocation();
  useAffiliateCapture(location.search);
  const userId = viewer?.userId ?? null;
  useEffect(() => tracking.setUserId(userId), [tracking, userId]);
}
