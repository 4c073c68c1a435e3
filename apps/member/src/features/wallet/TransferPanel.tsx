import { useSubmit } from '@lotus/app-shell';
import type { VendorWallets } from '@lotus/contract/wallet-records';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Card, Select, Skeleton, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountField } from '../../components/AmountField.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { amountInputOf, parseAmountInput } from '../../lib/money-input.ts';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';
import * as styles from './wallet.css.ts';

/**
 * Game wallets (brands that are not single-wallet): each vendor's balance, and a transfer either way
 * (into a vendor's wallet only where it has a game to play; out of any).
 */
export function TransferPanel() {
  const { t } = useT('common', 'errors', 'wallet');
  const vendors = useQuery({ queryKey: walletQueryKeys.vendors, queryFn: wallet.vendorWallets });
  let body;
  if (vendors.isPending) {
    body = <Skeleton height={120} radius="md" />;
  } else if (vendors.isError) {
    body = (
      <LoadFailed
        headingLevel={3}
        title={t('wallet.transfer.loadError')}
        onRetry={() => void vendors.refetch()}
      />
    );
  } else if (vendors.data.vendors.length === 0) {
    body = <p className={styles.muted}>{t('wallet.transfer.noVendors')}</p>;
  } else {
    body = <TransferForm wallets={vendors.data} />;
  }
  return (
    <Card>
      <section aria-labelledby="game-wallets-title">
        <div className={styles.cardHead}>
          <h2 id="game-wallets-title" className={styles.sectionTitle}>
            {t('wallet.transfer.title')}
          </h2>
        </div>
        <p className={styles.muted}>{t('wallet.transfer.hint')}</p>
        {body}
      </section>
    </Card>
  );
}

function TransferForm(props: { wallets: VendorWallets }) {
  const { t, language } = useT('common', 'errors', 'wallet');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { wallets } = props;
  // Money goes only into the wallets of vendors with a game to play; it may come back from any.
  const receiving = wallets.vendors.filter((entry) => entry.canTransferIn);
  const firstVendor = receiving[0]?.vendor ?? '';
  const firstHolding = wallets.vendors.find((entry) => entry.balance !== '0')?.vendor ?? '';
  const [from, setFrom] = useState(firstVendor === '' ? firstHolding : 'main');
  const [to, setTo] = useState(firstVendor === '' ? 'main' : firstVendor);
  const [amountText, setAmountText] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const money = (value: string) => formatMoney(value, wallets.currency, language);
  const balanceOf = (end: string) =>
    end === 'main' ? wallets.main : (wallets.vendors.find((entry) => entry.vendor === end)?.balance ?? '0');
  const endOf = (entry: VendorWallets['vendors'][number]) => ({
    value: entry.vendor,
    label: `${entry.name} (${money(entry.balance)})`,
  });
  const mainEnd = { value: 'main', label: `${t('wallet.transfer.main')} (${money(wallets.main)})` };
  const fromEnds = [...(firstVendor === '' ? [] : [mainEnd]), ...wallets.vendors.map(endOf)];
  const toEnds = [mainEnd, ...receiving.map(endOf)];
  // One message under the amount: the check's, or the refusal in the site's words for its code.
  const transfer = useSubmit<Parameters<typeof wallet.transfer>[0], unknown, 'amount'>({
    send: wallet.transfer,
    onSuccess: async (_result, request) => {
      setAmountText('');
      setKey(newIdempotencyKey());
      show({ message: t('wallet.transfer.done', { amount: money(request.amount) }), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
    },
    fallback: { otherwise: t('common.error') },
    fieldsOf: null,
    wordsOf: (failure) => t(`errors.${failure.code}`),
  });
  const error = transfer.problems.amount ?? transfer.refusal;
  /** Changing one end to main swings the other to a vendor, so the pair is always main and a vendor. */
  const chooseFrom = (value: string) => {
    setFrom(value);
    if (value === 'main' && to === 'main') setTo(firstVendor);
    if (value !== 'main') setTo('main');
    setKey(newIdempotencyKey());
  };
  const chooseTo = (value: string) => {
    setTo(value);
    if (value === 'main' && from === 'main') setFrom(firstHolding || (wallets.vendors[0]?.vendor ?? ''));
    if (value !== 'main') setFrom('main');
    setKey(newIdempotencyKey());
  };
  return (
    <>
      <ul className={styles.vendorList}>
        {wallets.vendors.map((entry) => (
          <li key={entry.vendor} className={styles.vendor} data-testid="vendor-wallet">
            <span>{entry.name}</span>
            <strong>{money(entry.balance)}</strong>
          </li>
        ))}
      </ul>
      <form
        className={styles.transferForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const amount = parseAmountInput(amountText, wallets.currency);
          let problem: string | undefined;
          if (amount === null) problem = t('wallet.transfer.amountInvalid');
          else if (BigInt(amount) > BigInt(balanceOf(from))) problem = t('wallet.transfer.amountTooHigh');
          if (!transfer.check({ amount: problem }) || amount === null) return;
          transfer.submit({ from, to, amount, idempotencyKey: key });
        }}
      >
        <Select
          label={t('wallet.transfer.from')}
          options={fromEnds}
          value={from}
          onChange={(event) => chooseFrom(event.target.value)}
        />
        <Select
          label={t('wallet.transfer.to')}
          options={toEnds}
          value={to}
          onChange={(event) => chooseTo(event.target.value)}
        />
        <AmountField
          label={t('wallet.transfer.amount')}
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setKey(newIdempotencyKey());
          }}
          error={error ?? undefined}
          suffix={
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setAmountText(amountInputOf(balanceOf(from), wallets.currency));
                setKey(newIdempotencyKey());
              }}
            >
              {t('wallet.transfer.all')}
            </Button>
          }
        />
        <Button type="submit" loading={transfer.pending}>
          {t('wallet.transfer.submit')}
        </Button>
      </form>
    </>
  );
}
