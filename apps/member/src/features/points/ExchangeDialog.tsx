import { useSubmit } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { Exchange, Product, Redeem } from '@lotus/contract/points';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Dialog, PasswordField, TextArea, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { ProductArt } from './ProductArt.tsx';
import { pointsApi, pointsQueryKeys } from './points-queries.ts';
import type { ExchangeField } from './points-rules.ts';
import {
  exchangeFieldOfRefusal,
  formatPoints,
  isPaymentPasswordShaped,
  isPhoneShaped,
  isShipped,
  maxQuantityOf,
  phoneOf,
  remarkMax,
} from './points-rules.ts';
import * as styles from './points.css.ts';

/**
 * Exchanging a product: how many (1 to the smaller of its limit and its stock), what it takes in
 * all, where to send goods and whom to call, a remark, the payment password. `attemptKey` is the
 * idempotency key of this attempt: the same until an exchange succeeds, so a retry after a lost
 * answer (a network failure, the dialog closed and opened again) cannot exchange twice.
 */
export function ExchangeDialog(props: {
  product: Product;
  /** The member's points and the brand's currency. */
  points: string | undefined;
  currency: string;
  attemptKey: () => string;
  onExchanged: () => void;
  onClose: () => void;
}) {
  const { t } = useT('points', 'common');
  const [done, setDone] = useState<Exchange | null>(null);
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t('points.exchange.title', { name: props.product.name })}
      closeLabel={t('points.exchange.close')}
      closeOnBackdropClick={false}
    >
      {done ? (
        <ExchangeDone exchange={done} onClose={props.onClose} />
      ) : (
        <ExchangeForm
          {...props}
          onDone={(exchange) => {
            setDone(exchange);
            props.onExchanged();
          }}
        />
      )}
    </Dialog>
  );
}

type Values = { address: string; phone: string; remark: string; paymentPassword: string };

function ExchangeForm(props: {
  product: Product;
  points: string | undefined;
  currency: string;
  attemptKey: () => string;
  onDone: (exchange: Exchange) => void;
  onClose: () => void;
}) {
  const { t, language } = useT('points', 'common');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { product } = props;
  const shipped = isShipped(product.kind);
  const max = maxQuantityOf(product);
  const [quantity, setQuantity] = useState(1);
  const [values, setValues] = useState<Values>({ address: '', phone: '', remark: '', paymentPassword: '' });
  const quantityHintId = useId();
  const quantityErrorId = useId();
  const money = (value: bigint | string) => formatMoney(String(value), props.currency, language);
  const totalPoints = BigInt(product.points) * BigInt(quantity);
  const totalAmount = BigInt(product.amount) * BigInt(quantity);

  const send = useSubmit<Redeem, Exchange, ExchangeField>({
    send: pointsApi.redeem,
    onSuccess: (exchange) => {
      show({ message: t('points.exchange.done.toast', { number: exchange.number }), tone: 'success' });
      props.onDone(exchange);
      return queryClient.invalidateQueries({ queryKey: pointsQueryKeys.all });
    },
    fallback: { unanswered: t('points.exchange.sendFailed'), otherwise: t('common.error') },
    placeOf: exchangeFieldOfRefusal,
    // The stock or the points moved under the member's feet: show the current ones.
    onRefused: () => queryClient.invalidateQueries({ queryKey: pointsQueryKeys.all }),
  });
  const { problems } = send;

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send.clear(field);
  };
  const step = (by: number) => {
    setQuantity((current) => Math.min(max, Math.max(1, current + by)));
    send.clear('quantity');
  };

  const submit = () => {
    const found: Partial<Record<ExchangeField, string>> = {};
    const address = values.address.trim();
    const phone = phoneOf(values.phone);
    if (quantity < 1 || quantity > max) found.quantity = t('points.exchange.errors.quantity', { max });
    if (shipped) {
      if (address === '') found.address = t('points.exchange.errors.addressMissing');
      else if (address.length < 5) found.address = t('points.exchange.errors.addressShort');
      else if (address.length > 200) found.address = t('points.exchange.errors.addressLong');
      if (!isPhoneShaped(phone)) found.phone = t('points.exchange.errors.phoneInvalid');
    }
    if (values.remark.trim().length > remarkMax)
      found.remark = t('points.exchange.errors.remarkLong', { max: remarkMax });
    if (!isPaymentPasswordShaped(values.paymentPassword))
      found.paymentPassword = t('points.exchange.errors.passwordInvalid');
    if (!send.check(found)) return;
    if (props.points !== undefined && totalPoints > BigInt(props.points)) {
      send.setRefusal(
        t('points.exchange.errors.notEnoughPoints', {
          needed: formatPoints(totalPoints, language),
          points: formatPoints(props.points, language),
        }),
      );
      return;
    }
    const remark = values.remark.trim();
    send.submit({
      productId: product.id,
      quantity,
      paymentPassword: values.paymentPassword,
      ...(shipped ? { address, phone } : {}),
      ...(remark === '' ? {} : { remark }),
      idempotencyKey: props.attemptKey(),
    });
  };

  const remarkLength = [...values.remark.trim()].length;
  return (
    <CheckedForm className={styles.stack} onSubmit={submit} alert={send.refusal} data-testid="exchange-form">
      <div className={styles.dialogProduct}>
        <div className={styles.dialogArt}>
          <ProductArt kind={product.kind} imageUrl={product.imageUrl} />
        </div>
        <div className={styles.stack}>
          {product.description ? <p className={styles.muted}>{product.description}</p> : null}
          {props.points === undefined ? null : (
            <p className={styles.muted}>
              {t('points.exchange.yourPoints', { points: formatPoints(props.points, language) })}
            </p>
          )}
        </div>
      </div>
      <fieldset className={styles.stepper}>
        <legend className={styles.stepperLabel}>{t('points.exchange.quantity')}</legend>
        <div className={styles.stepperRow}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('points.exchange.decrease')}
            disabled={quantity <= 1}
            onClick={() => step(-1)}
          >
            −
          </Button>
          <output
            className={styles.stepperValue}
            aria-live="polite"
            aria-describedby={problems.quantity ? `${quantityHintId} ${quantityErrorId}` : quantityHintId}
            data-testid="exchange-quantity"
          >
            {quantity}
          </output>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('points.exchange.increase')}
            disabled={quantity >= max}
            onClick={() => step(1)}
          >
            +
          </Button>
          <span className={styles.muted}>{product.unit}</span>
        </div>
        <p id={quantityHintId} className={styles.muted}>
          {t('points.exchange.quantityHint', { max })}
        </p>
        {problems.quantity ? (
          <p id={quantityErrorId} className={styles.stepperError} role="alert">
            {problems.quantity}
          </p>
        ) : null}
      </fieldset>
      <dl className={styles.totals} aria-label={t('points.exchange.total')} data-testid="exchange-total">
        <div className={styles.totalLine}>
          <dt className={styles.muted}>{t('points.exchange.totalPoints')}</dt>
          <dd className={styles.totalValue}>
            {t('points.count', { points: formatPoints(totalPoints, language) })}
          </dd>
        </div>
        {totalAmount > 0n ? (
          <div className={styles.totalLine}>
            <dt className={styles.muted}>{t('points.exchange.totalAmount')}</dt>
            <dd className={styles.totalValue}>{money(totalAmount)}</dd>
          </div>
        ) : null}
      </dl>
      {shipped ? (
        <>
          <TextField
            name="address"
            label={t('points.exchange.address')}
            hint={t('points.exchange.addressHint')}
            value={values.address}
            autoComplete="street-address"
            maxLength={200}
            onChange={(event) => change('address', event.target.value)}
            error={problems.address}
            required
          />
          <TextField
            name="phone"
            type="tel"
            label={t('points.exchange.phone')}
            hint={t('points.exchange.phoneHint')}
            value={values.phone}
            autoComplete="tel"
            inputMode="tel"
            onChange={(event) => change('phone', event.target.value)}
            error={problems.phone}
            required
          />
        </>
      ) : null}
      <TextArea
        name="remark"
        label={t('points.exchange.remark')}
        hint={t('points.exchange.remarkHint')}
        value={values.remark}
        rows={2}
        onChange={(event) => change('remark', event.target.value)}
        counter={t('points.exchange.remarkCount', { count: remarkLength, max: remarkMax })}
        counterLabel={t('points.exchange.remarkCountLabel', { count: remarkLength, max: remarkMax })}
        error={problems.remark}
      />
      <PasswordField
        name="paymentPassword"
        label={t('points.exchange.paymentPassword')}
        showLabel={t('points.exchange.showPassword')}
        hideLabel={t('points.exchange.hidePassword')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.paymentPassword}
        onChange={(event) => change('paymentPassword', event.target.value.replace(/\D/g, ''))}
        hint={t('points.exchange.paymentPasswordHint')}
        error={problems.paymentPassword}
        required
      />
      <Link to="/account/security" className={styles.muted}>
        {t('points.exchange.toSecurity')}
      </Link>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onClose}>
          {t('points.exchange.cancel')}
        </Button>
        <Button type="submit" loading={send.pending}>
          {t('points.exchange.submit')}
        </Button>
      </div>
    </CheckedForm>
  );
}

/** The exchange is made: its number to quote, the way to the records, back to the mall. */
function ExchangeDone(props: { exchange: Exchange; onClose: () => void }) {
  const { t } = useT('points');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the news takes it, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done} data-testid="exchange-done">
      <h3 ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('points.exchange.done.title')}
      </h3>
      <p className={styles.notice}>{t('points.exchange.done.text')}</p>
      <p className={styles.doneNumber} data-testid="exchange-number">
        {props.exchange.number}
      </p>
      <div className={styles.actions}>
        <Link to="/points-mall/records">{t('points.exchange.done.toRecords')}</Link>
        <Button variant="secondary" onClick={props.onClose}>
          {t('points.exchange.done.close')}
        </Button>
      </div>
    </div>
  );
}
