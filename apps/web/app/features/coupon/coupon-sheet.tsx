import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { Dialog } from '../../shared/ui/dialog';
import { useSlipSheet } from './coupon-context';
import { CouponPanel } from './coupon-panel';

/** The slip as a sheet on phones and tablets (UX.md), opened from the bottom bar or the floating button. */
export function CouponSheet({ oddsFormat, lang }: { oddsFormat: OddsFormat; lang: string }) {
  const { t } = useTranslation();
  const sheet = useSlipSheet();
  if (!sheet.open) return null;
  return (
    <Dialog title={t('sportsbook_slip_title')} onClose={sheet.hide} size="m">
      <CouponPanel oddsFormat={oddsFormat} lang={lang} titled={false} />
    </Dialog>
  );
}
