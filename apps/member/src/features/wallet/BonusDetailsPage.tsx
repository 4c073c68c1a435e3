import { walletBonusKinds } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { RecordEntry } from './RecordEntry.tsx';
import { bonusesQuery } from './wallet-queries.ts';
import { WalletHistory } from './WalletHistory.tsx';

/** Bonus details: the bonuses and rebates paid into the main balance, by kind and period. */
export function BonusDetailsPage() {
  const { t } = useT('wallet');
  return (
    <RequireSignIn>
      <WalletHistory
        section="bonuses"
        kindLabel={t('wallet.bonuses.kind')}
        kinds={[
          { value: '', label: t('wallet.bonuses.all') },
          ...walletBonusKinds.map((value) => ({ value, label: t(`wallet.types.${value}`) })),
        ]}
        placeholderHeight={200}
        query={bonusesQuery}
        renderEntry={(bonus) => <RecordEntry key={bonus.id} {...bonus} type={bonus.kind} />}
      />
    </RequireSignIn>
  );
}
