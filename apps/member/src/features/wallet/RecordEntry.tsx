import { useSystemStatus } from '@lotus/app-shell';
import { walletRecordTypes } from '@lotus/contract/values';
import { formatMoney, useT } from '@lotus/i18n';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { recordMemoText } from './record-memo.ts';
import * as styles from './wallet.css.ts';

/** A movement's kind in the reader's language; a kind this app does not know yet reads "Other". */
export function useRecordTypeLabel() {
  const { t } = useT('wallet');
  return (type: string) =>
    (walletRecordTypes as readonly string[]).includes(type)
      ? t(`wallet.types.${type as (typeof walletRecordTypes)[number]}`)
      : t('wallet.types.other');
}

/** One line of a record list: kind, signed amount, time, and (for the account record) balance after and note. */
export function RecordEntry(props: {
  type: string;
  amount: string;
  currency: string;
  time: string;
  balanceAfter?: string;
  memo: string | null;
}) {
  // originals: a house round's note names its game.
  const { t, language } = useT('wallet', 'originals');
  const { brand } = useSystemStatus();
  const typeLabel = useRecordTypeLabel();
  const negative = props.amount.startsWith('-');
  const money = (value: string) => formatMoney(value, props.currency, language);
  return (
    <li className={styles.entry} data-testid="record-entry">
      <div className={styles.entryLine}>
        <span className={styles.entryType}>{typeLabel(props.type)}</span>
        <span className={negative ? styles.debit : styles.credit}>
          {negative ? money(props.amount) : `+${money(props.amount)}`}
        </span>
      </div>
      <div className={styles.entryLine}>
        <time className={styles.muted} dateTime={props.time}>
          {formatDateTime(props.time, { language, timeZone: brand.timeZone })}
        </time>
        {props.balanceAfter === undefined ? null : (
          <span className={styles.muted}>
            {t('wallet.records.balanceAfter')}: {money(props.balanceAfter)}
          </span>
        )}
      </div>
      {props.memo ? <p className={styles.muted}>{recordMemoText(props.memo, t)}</p> : null}
    </li>
  );
}
