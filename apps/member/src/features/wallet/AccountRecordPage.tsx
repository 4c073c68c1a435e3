import { walletRecordTypes } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { RecordEntry, useRecordTypeLabel } from './RecordEntry.tsx';
import { recordsQuery } from './wallet-queries.ts';
import { WalletHistory } from './WalletHistory.tsx';

/** The account record: every movement of the main balance, by type and period, paged. */
export function AccountRecordPage() {
  const { t } = useT('wallet');
  const typeLabel = useRecordTypeLabel();
  return (
    <RequireSignIn>
      <WalletHistory
        section="records"
        kindLabel={t('wallet.records.type')}
        kinds={[
          { value: '', label: t('wallet.types.all') },
          ...walletRecordTypes.map((value) => ({ value, label: typeLabel(value) })),
        ]}
        placeholderHeight={240}
        query={recordsQuery}
        renderEntry={(record) => <RecordEntry key={record.id} {...record} />}
      />
    </RequireSignIn>
  );
}
