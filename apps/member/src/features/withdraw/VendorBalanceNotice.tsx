import { useSubmit } from '@lotus/app-shell';
import type { CollectVendorWalletsRequest, VendorWalletsCollected } from '@lotus/contract/wallet-records';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';
import { withdrawQueryKeys } from './withdraw-queries.ts';
import * as styles from './withdraw.css.ts';

/**
 * Money still in game wallets cannot be withdrawn (on a single-wallet brand no transfer takes it
 * out either): says how much, with the button that brings all of it back to the main balance.
 * Nothing shows while the game wallets hold nothing.
 */
export function VendorBalanceNotice() {
  const { t, language } = useT('withdraw');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const funds = useQuery({ queryKey: walletQueryKeys.consolidated, queryFn: wallet.consolidated });
  const idempotency = useIdempotencyKey();
  const collect = useSubmit<CollectVendorWalletsRequest, VendorWalletsCollected>({
    send: wallet.collectVendorWallets,
    onSuccess: async (result) => {
      idempotency.renew();
      show({
        message: t('withdraw.vendorBalance.done', {
          amount: formatMoney(result.moved, result.currency, language),
        }),
        tone: 'success',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.all }),
      ]);
    },
  });
  if (!funds.data || BigInt(funds.data.vendorBalance) === 0n) return null;
  return (
    <div className={styles.warning} role="status" data-testid="withdraw-vendor-balance">
      <div className={styles.stack}>
        <p className={styles.notice}>
          {t('withdraw.vendorBalance.text', {
            amount: formatMoney(funds.data.vendorBalance, funds.data.currency, language),
          })}
        </p>
        {collect.refusal ? (
          <p className={styles.notice} role="alert">
            {collect.refusal}
          </p>
        ) : null}
        <div className={styles.links}>
          <Button
            size="sm"
            loading={collect.pending}
            onClick={() => collect.submit({ idempotencyKey: idempotency.key })}
          >
            {t('withdraw.vendorBalance.collect')}
          </Button>
        </div>
      </div>
    </div>
  );
}
