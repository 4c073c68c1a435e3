import { useT } from '@lotus/i18n';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import * as styles from './campaigns.css.ts';

const openMs = 1_400;

/**
 * A red envelope, drawn: a gold seal and trim on red, its flap folded down. Once the server has
 * answered, the flap folds up behind the note and the note rises out with the prize on it. Says
 * when it has opened (at once under reduced motion).
 */
export function RedEnvelope(props: { open: boolean; prize: string | null; onOpened: () => void }) {
  const { t } = useT('campaigns');
  const reduced = usePrefersReducedMotion();
  const opened = useRef(props.onOpened);
  opened.current = props.onOpened;
  useEffect(() => {
    if (!props.open) return;
    if (reduced) {
      opened.current();
      return;
    }
    const timer = window.setTimeout(() => opened.current(), openMs);
    return () => window.clearTimeout(timer);
  }, [props.open, reduced]);
  const state = (closed: string, open: string) => `${closed} ${props.open ? open : ''}`;
  return (
    <svg
      viewBox="0 0 120 170"
      className={styles.envelope}
      role="img"
      aria-label={props.open ? t('campaigns.art.envelopeOpen') : t('campaigns.art.envelope')}
      data-testid="red-envelope"
      data-open={props.open}
    >
      {/* Behind everything: the flap once folded up, then the note that rises past it. */}
      <path d="M8 58 60 18l52 40z" className={state(styles.envelopeFlapUp, styles.envelopeFlapUpOpen)} />
      <g className={state(styles.envelopeNote, styles.envelopeNoteOut)}>
        <rect x="20" y="62" width="80" height="72" rx="4" />
        <text x="60" y="80" textAnchor="middle" dominantBaseline="middle" className={styles.envelopeNoteText}>
          {props.open ? props.prize : ''}
        </text>
      </g>
      <rect x="8" y="58" width="104" height="108" rx="8" className={styles.envelopeBody} />
      <rect x="14" y="64" width="92" height="96" rx="5" className={styles.envelopeTrim} />
      <path
        d="M8 66a8 8 0 0 1 8-8h88a8 8 0 0 1 8 8L60 104z"
        className={state(styles.envelopeFlap, styles.envelopeFlapOpen)}
      />
      <g className={state(styles.envelopeSealGroup, styles.envelopeSealGone)}>
        <circle cx="60" cy="104" r="15" className={styles.envelopeSeal} />
        <path d="M60 94l10 10-10 10-10-10z" className={styles.envelopeGlyph} />
      </g>
    </svg>
  );
}
