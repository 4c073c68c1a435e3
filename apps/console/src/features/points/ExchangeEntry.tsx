import { isApiError } from '@lotus/api-client';
import { FormAlert, useRefusalText, useSubmit } from '@lotus/app-shell';
import type { OperatorExchange } from '@lotus/contract/points';
import { shippedKinds } from '@lotus/contract/points';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Button, Dialog, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import * as page from '../../components/page.css.ts';
import { RemarkDialog } from '../../components/RemarkDialog.tsx';
import type { RemarkInput } from '../../components/RemarkDialog.tsx';
import { showDecided } from '../../lib/decided-entry.ts';
import { formatInstant } from '../../lib/format.ts';
import { exchangesKey, pointsApi } from './points-api.ts';
import * as styles from './points.css.ts';

type Action = 'approve' | 'reject' | 'ship';
type Decision = { action: Action; remark?: string };

/** The longest remark the server takes (decideExchangeSchema). */
const remarkMax = 200;
/** Refusals that mean the exchange is no longer as shown: decided (or shipped) meanwhile, or gone. */
const staleCodes = new Set(['error_points_exchange_decided', 'error_not_found']);
const statusTones: Record<OperatorExchange['status'], BadgeTone> = {
  applying: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Whether an exchange is of goods that are sent (its address and phone, then shipped). */
export function isShippedKind(type: OperatorExchange['type']): boolean {
  return type !== 'convert' && shippedKinds.includes(type);
}

/**
 * One exchange of points: its number, member, time, type, product, quantity, points and amount,
 * the member's remark, for goods where to send them; a waiting one is approved (a cash product pays
 * its value) or rejected with a remark the member reads, an approved gift is marked shipped. The
 * answer replaces the entry where it is shown; a refusal because another operator decided it first
 * is said, and the list asked again.
 */
export function ExchangeEntry(props: { exchange: OperatorExchange }) {
  const { exchange } = props;
  const { t, language } = useT('common', 'console');
  const { show } = useToast();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Action | null>(null);
  const [remark, setRemark] = useState('');
  const entry = useRef<HTMLLIElement>(null);
  const shipped = isShippedKind(exchange.type);
  const kind = t(`console.points.kinds.${exchange.type}`);
  const product = exchange.productName ?? kind;
  const words = {
    number: exchange.number,
    member: exchange.account,
    product,
    points: formatNumber(BigInt(exchange.pointsRequired), language),
    address: exchange.address ?? '—',
    phone: exchange.phone ?? '—',
  };

  const decide = useSubmit<Decision, OperatorExchange, 'remark'>({
    send: (decision) =>
      decision.action === 'approve'
        ? pointsApi.approve(exchange.id)
        : decision.action === 'reject'
          ? pointsApi.reject(exchange.id, decision.remark ?? '')
          : pointsApi.ship(exchange.id, decision.remark),
    onSuccess: async (answer, decision) => {
      setOpen(null);
      setRemark('');
      await showDecided(queryClient, exchangesKey, answer, entry);
      const done = { approve: 'approved', reject: 'rejected', ship: 'shipped' } as const;
      show({ tone: 'success', message: t(`console.points.exchanges.${done[decision.action]}`, words) });
    },
    onRefused: async (failure) => {
      // Decided by someone else first: said where it stays in view, and the list is asked again.
      if (isApiError(failure) && staleCodes.has(failure.code)) {
        setOpen(null);
        show({ tone: 'warning', message: refusalText(failure) });
        await queryClient.invalidateQueries({ queryKey: exchangesKey });
      }
    },
    placeOf: (refusal) =>
      refusal.code === 'error_validation' && 'remark' in refusal.fields ? 'remark' : 'form',
  });

  const close = () => {
    setOpen(null);
    setRemark('');
    decide.clear();
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = remark.trim();
    const problem =
      trimmed === ''
        ? t('console.points.exchanges.remarkRequired')
        : trimmed.length > remarkMax
          ? t('console.points.exchanges.remarkTooLong')
          : undefined;
    if (!decide.check({ remark: problem })) return;
    decide.submit({ action: 'reject', remark: trimmed });
  };
  const ship = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = remark.trim();
    if (
      !decide.check({
        remark: trimmed.length > remarkMax ? t('console.points.exchanges.remarkTooLong') : undefined,
      })
    )
      return;
    decide.submit({ action: 'ship', ...(trimmed === '' ? {} : { remark: trimmed }) });
  };
  const remarkInput = (label: string, hint: string, required: boolean): RemarkInput => ({
    label,
    hint,
    required,
    value: remark,
    max: remarkMax,
    error: decide.problems.remark,
    onChange: (value) => {
      setRemark(value);
      decide.clear('remark');
    },
  });
  const cancel = (
    <Button type="button" variant="ghost" onClick={close}>
      {t('common.cancel')}
    </Button>
  );

  return (
    <li
      ref={entry}
      tabIndex={-1}
      className={page.entry}
      data-testid="points-exchange"
      data-number={exchange.number}
      data-status={exchange.status}
    >
      <div className={styles.entryHead}>
        <span className={`${page.strong} ${page.mono}`}>{exchange.number}</span>
        <Badge tone={statusTones[exchange.status]}>
          {t(`console.points.exchanges.status.${exchange.status}`)}
        </Badge>
        <Badge tone="info">{kind}</Badge>
      </div>
      <dl className={page.facts}>
        <div>
          <dt>{t('console.points.exchanges.member')}</dt>
          <dd className={page.mono}>{exchange.account}</dd>
        </div>
        <div>
          <dt>{t('console.points.exchanges.createdAt')}</dt>
          <dd>{formatInstant(exchange.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('console.points.exchanges.product')}</dt>
          <dd>{product}</dd>
        </div>
        <div>
          <dt>{t('console.points.exchanges.quantity')}</dt>
          <dd>{`${formatNumber(exchange.quantity, language)} ${exchange.unit}`.trim()}</dd>
        </div>
        <div>
          <dt>{t('console.points.exchanges.points')}</dt>
          <dd className={page.mono}>{words.points}</dd>
        </div>
        <div>
          <dt>{t('console.points.exchanges.amount')}</dt>
          <dd>
            {exchange.amountRequired === '0'
              ? t('console.points.exchanges.noAmount')
              : formatMoney(exchange.amountRequired, exchange.currency, language)}
          </dd>
        </div>
        {exchange.redeemAmount !== '0' ? (
          <div>
            <dt>{t('console.points.exchanges.paid')}</dt>
            <dd>{formatMoney(exchange.redeemAmount, exchange.currency, language)}</dd>
          </div>
        ) : null}
      </dl>
      <dl className={page.facts}>
        <div>
          <dt>{t('console.points.exchanges.memberRemark')}</dt>
          <dd className={exchange.remark ? styles.note : page.muted}>
            {exchange.remark || t('console.points.exchanges.noRemark')}
          </dd>
        </div>
        {shipped ? (
          <>
            <div>
              <dt>{t('console.points.exchanges.address')}</dt>
              <dd className={styles.note}>{exchange.address ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('console.points.exchanges.phone')}</dt>
              <dd className={page.mono}>{exchange.phone ?? '—'}</dd>
            </div>
          </>
        ) : null}
        {shipped && exchange.status === 'approved' ? (
          <div>
            <dt>{t('console.points.exchanges.shipping')}</dt>
            <dd data-testid="exchange-shipping">
              {exchange.shippedAt !== null
                ? t('console.points.exchanges.shippedAt', {
                    time: formatInstant(exchange.shippedAt, language),
                  })
                : t('console.points.exchanges.notShipped')}
            </dd>
          </div>
        ) : null}
        {exchange.decidedAt !== null ? (
          <div>
            <dt>{t('console.points.exchanges.decidedAt')}</dt>
            <dd>{formatInstant(exchange.decidedAt, language)}</dd>
          </div>
        ) : null}
        {exchange.operatorRemark ? (
          <div>
            <dt>{t('console.points.exchanges.operatorRemark')}</dt>
            <dd className={styles.note}>{exchange.operatorRemark}</dd>
          </div>
        ) : null}
      </dl>
      {exchange.status === 'applying' ? (
        <div className={page.actions}>
          <Button size="sm" onClick={() => setOpen('approve')}>
            {t('console.points.exchanges.approve')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen('reject')}>
            {t('console.points.exchanges.reject')}
          </Button>
        </div>
      ) : null}
      {exchange.status === 'approved' && shipped && exchange.shippedAt === null ? (
        <div className={page.actions}>
          <Button size="sm" onClick={() => setOpen('ship')}>
            {t('console.points.exchanges.ship')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={open === 'approve'}
        onClose={close}
        size="sm"
        title={t('console.points.exchanges.approveTitle', words)}
        closeLabel={t('common.close')}
        footer={
          <>
            {cancel}
            <Button loading={decide.pending} onClick={() => decide.submit({ action: 'approve' })}>
              {t('console.points.exchanges.approveConfirm')}
            </Button>
          </>
        }
      >
        <div className={page.stack}>
          <p>{t('console.points.exchanges.approveBody', words)}</p>
          {exchange.type === 'cash' ? (
            <p className={page.strong} data-testid="approve-cash">
              {t('console.points.exchanges.approveCash', words)}
            </p>
          ) : null}
          <FormAlert message={decide.refusal} />
        </div>
      </Dialog>
      <RemarkDialog
        open={open === 'reject'}
        onClose={close}
        title={t('console.points.exchanges.rejectTitle', words)}
        body={t('console.points.exchanges.rejectBody', words)}
        remark={remarkInput(
          t('console.points.exchanges.rejectRemark'),
          t('console.points.exchanges.rejectRemarkHint'),
          true,
        )}
        refusal={decide.refusal}
        pending={decide.pending}
        confirm={t('console.points.exchanges.rejectConfirm')}
        danger
        onSubmit={reject}
      />
      <RemarkDialog
        open={open === 'ship'}
        onClose={close}
        title={t('console.points.exchanges.shipTitle', words)}
        body={t('console.points.exchanges.shipBody', words)}
        remark={remarkInput(
          t('console.points.exchanges.shipRemark'),
          t('console.points.exchanges.shipRemarkHint'),
          false,
        )}
        refusal={decide.refusal}
        pending={decide.pending}
        confirm={t('console.points.exchanges.shipConfirm')}
        onSubmit={ship}
      />
    </li>
  );
}
