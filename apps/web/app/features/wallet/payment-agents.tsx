// Other ways to pay that the deposit page shows only where the server says so (spec §6): the agent
// popup (the brand's agents in the player's country, with their phone and Telegram) and the
// cash-agent link to the information page of cash terminals.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentAgent } from '@stavka/contract/office-wallet';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import styles from './wallet.module.css';

export function OtherWaysToPay({ agents, cashAgent }: { agents: readonly PaymentAgent[]; cashAgent: boolean }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const [agentsOpen, setAgentsOpen] = useState(false);
  if (agents.length === 0 && !cashAgent) return null;
  return (
    <section className={styles.card} aria-labelledby="wallet-other-ways">
      <h2 id="wallet-other-ways" className={styles.cardTitle}>
        {t('wallet_other_ways')}
      </h2>
      <div className={styles.actions}>
        {agents.length > 0 && (
          <Button icon="user" onClick={() => setAgentsOpen(true)} aria-haspopup="dialog">
            {t('wallet_agents_open')}
          </Button>
        )}
        {cashAgent && <AppLink to={href('information', { lng: site.lang, page: 'cashTerminals' })}>{t('wallet_cash_agent_link')}</AppLink>}
      </div>
      {agentsOpen && (
        <Dialog title={t('wallet_agents_title')} onClose={() => setAgentsOpen(false)} size="s">
          <ul className={styles.events}>
            {agents.map((agent) => (
              <li key={agent.name} className={styles.card}>
                <strong>{agent.name}</strong>
                <ul className={styles.links}>
                  {agent.phone && (
                    <li>
                      <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}>{agent.phone}</a>
                    </li>
                  )}
                  {agent.telegram && (
                    <li>
                      <a
                        href={`https://t.me/${encodeURIComponent(agent.telegram.replace(/^@/, ''))}`}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {t('wallet_agent_telegram', { name: agent.telegram.replace(/^@/, '') })}
                      </a>
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </section>
  );
}
