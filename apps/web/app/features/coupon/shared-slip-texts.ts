// What became of sharing or loading a slip, in the player's words (a refusal by its `ErrorCode`
// through the refusal table).
import type { TFunction } from 'i18next';
import { refusalText } from '../../shared/bet-refusals';
import type { LoadState, ShareState } from './shared-slip';

export function loadStateText(t: TFunction, state: LoadState): string | null {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'loading':
      return t('slip_load_loading', { code: state.code });
    case 'loaded':
      return state.dropped ? `${t('slip_load_done', { count: state.count })} ${t('slip_load_dropped')}` : t('slip_load_done', { count: state.count });
    case 'refused':
      return `${t('slip_load_refused')} ${refusalText(t, state.code)}`;
    case 'unanswered':
      return t('slip_load_unanswered');
  }
}

export function shareStateText(t: TFunction, state: ShareState): string | null {
  switch (state.phase) {
    case 'refused':
      return `${t('slip_share_refused')} ${refusalText(t, state.code)}`;
    case 'unanswered':
      return t('slip_share_unanswered');
    default:
      return null;
  }
}
