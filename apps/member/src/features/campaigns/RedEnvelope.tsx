import { useT } from '@lotus/i18n';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import * as styles from './campaigns.css.ts';

const openMs = 1_300;

/**
 * A red envelope, drawn: a gold seal, a flap that folds back and a note that rises with the prize
 * once the server has answered. Says when it has opened (at once under
 * reduced motion).
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
  return (
    <svg
      viewBox="0 0 120 150"
      className={styles.envelope}
      role="img"
      aria-label={props.open ? t('campaigns.art.envelopeOpen') : t('campaigns.art.envelope')}
      data-testid="red-envelope"
      data-open={props.open}
    >
      <g className={props.open ? `${styles.envelopeNote} ${styles.envelopeNoteOut}` : styles.envelopeNote}>
        <rect x="18" y="22" width="84" height="70" rx="4" />
        {props.open && props.prize ? (
          <text
            x="60"
            y="50"
            textAnchor="middle"
            dominantBaseline="middle"
            className={styles.envelopeNoteText}
          >
            {props.prize}
          </text>
        ) : null}
      </g>
      <rect x="8" y="30" width="104" height="116" rx="8" className={styles.envelopeBody} />
      <rect x="14" y="36" width="92" height="104" rx="5" className={styles.envelopeTrim} />
      <path
        d="M8 38a8 8 0 0 1 8-8h88a8 8 0 0 1 8 8L60 78z"
        className={props.open ? `${styles.envelopeFlap} ${styles.envelopeFlapOpen}` : styles.envelopeFlap}
      />
      <g style={{ opacity: props.open ? 0 : 1 }}>
        <circle cx="60" cy="78" r="15" className={styles.envelopeSeal} />
        <path d="M60 68l10 10-10 10-10-10z" className={styles.envelopeGlyph} />
      </g>
    </svg>
  );
}
