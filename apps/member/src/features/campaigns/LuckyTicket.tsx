import { useT } from '@lotus/i18n';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import * as styles from './campaigns.css.ts';

const revealMs = 1_300;

/**
 * A lucky ticket: the prize printed under a silver scratch layer that wears away once the server
 * has answered (at once under reduced motion). Says when the prize shows.
 */
export function LuckyTicket(props: { revealed: boolean; prize: string | null; onRevealed: () => void }) {
  const { t } = useT('campaigns');
  const reduced = usePrefersReducedMotion();
  const revealed = useRef(props.onRevealed);
  revealed.current = props.onRevealed;
  useEffect(() => {
    if (!props.revealed) return;
    if (reduced) {
      revealed.current();
      return;
    }
    const timer = window.setTimeout(() => revealed.current(), revealMs);
    return () => window.clearTimeout(timer);
  }, [props.revealed, reduced]);
  return (
    <div
      className={styles.ticket}
      role="img"
      aria-label={props.revealed ? t('campaigns.art.ticketRevealed') : t('campaigns.art.ticket')}
      data-testid="lucky-ticket"
      data-revealed={props.revealed}
    >
      <span className={styles.ticketPrize} aria-hidden="true">
        {props.revealed ? props.prize : ''}
      </span>
      <span
        className={props.revealed ? `${styles.scratchLayer} ${styles.scratchLayerGone}` : styles.scratchLayer}
        aria-hidden="true"
      >
        ★ ★ ★
      </span>
    </div>
  );
}
