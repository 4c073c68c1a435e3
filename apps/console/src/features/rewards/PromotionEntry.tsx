import type { OperatorPromotion } from '@lotus/contract/promotions';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { Badge, Button } from '@lotus/ui';
import * as page from '../../components/page.css.ts';
import { formatInstant } from '../../lib/format.ts';
import { termsSummary } from './terms-summary.ts';
import * as styles from './rewards.css.ts';

/** The promotion's title in the operator's language, else in the other. */
export function titleOf(promotion: OperatorPromotion, language: string): string | null {
  const own = language === 'en' ? promotion.texts.en : promotion.texts.vi;
  return own?.title ?? promotion.texts.vi?.title ?? promotion.texts.en?.title ?? null;
}

/** One promotion: its title, rule, tab, shown or hidden, terms, window, what it paid, order. */
export function PromotionEntry(props: { promotion: OperatorPromotion; onEdit: () => void }) {
  const { promotion } = props;
  const { t, language } = useT('consoleRewards');
  const title = titleOf(promotion, language) ?? t('consoleRewards.promotions.untitled');
  return (
    <li
      className={page.entry}
      data-testid="promotion"
      data-id={promotion.id}
      data-rule={promotion.terms.rule}
    >
      <div className={styles.entryHead}>
        <span className={page.strong}>{title}</span>
        <Badge tone="info">{t(`consoleRewards.promotions.rules.${promotion.terms.rule}`)}</Badge>
        <Badge tone="neutral">{t(`consoleRewards.promotions.types.${promotion.type}`)}</Badge>
        <Badge tone={promotion.active ? 'success' : 'neutral'}>
          {promotion.active ? t('consoleRewards.promotions.live') : t('consoleRewards.promotions.hidden')}
        </Badge>
      </div>
      <dl className={page.facts}>
        <div>
          <dt>{t('consoleRewards.promotions.terms')}</dt>
          <dd>{termsSummary(promotion.terms, promotion.currency, t, language)}</dd>
        </div>
      </dl>
      <dl className={page.facts}>
        <div>
          <dt>{t('consoleRewards.promotions.window')}</dt>
          <dd>
            {t('consoleRewards.promotions.windowRange', {
              from: formatInstant(promotion.startsAt, language),
              to: formatInstant(promotion.endsAt, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('consoleRewards.promotions.paid')}</dt>
          <dd data-testid="promotion-paid">
            {t('consoleRewards.promotions.paidTo', {
              money: formatMoney(promotion.paid, promotion.currency, language),
              count: formatNumber(promotion.grants, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('consoleRewards.promotions.order')}</dt>
          <dd>{formatNumber(promotion.sortOrder, language)}</dd>
        </div>
      </dl>
      <div className={page.actions}>
        <Button
          size="sm"
          variant="secondary"
          onClick={props.onEdit}
          aria-label={t('consoleRewards.promotions.editOf', { title })}
        >
          {t('consoleRewards.promotions.edit')}
        </Button>
      </div>
    </li>
  );
}
