import { useT } from '@lotus/i18n';
import { Button, EmptyState } from '@lotus/ui';
import { useId, useRef, useState } from 'react';
import { ContractCard } from './ContractCard.tsx';
import type { KindView } from './contracts-queries.ts';
import { ContractTerms } from './ContractTerms.tsx';
import { OfferForm } from './OfferForm.tsx';
import * as styles from './contracts.css.ts';

/**
 * One kind's contracts: offers waiting for the agent's answer first, then what it holds (its
 * contract, else the operator's terms for a top-level agent, else who gives one), its earlier
 * contracts, and the contracts it gave below with a new offer.
 */
export function KindPanel(props: { view: KindView; offerTo: string | null }) {
  const { view } = props;
  const { t } = useT('agentContracts');
  const offersId = useId();
  const mineId = useId();
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>{t(`agentContracts.kindLead.${view.kind}`)}</p>
      {view.offers.length > 0 && (
        <section className={styles.section} aria-labelledby={offersId}>
          <h2 id={offersId} className={styles.sectionTitle}>
            {t('agentContracts.offers.title')}
          </h2>
          {view.offers.map((contract) => (
            <ContractCard key={contract.id} contract={contract} side="agent" />
          ))}
        </section>
      )}
      <section className={styles.section} aria-labelledby={mineId}>
        <h2 id={mineId} className={styles.sectionTitle}>
          {t('agentContracts.mine.title')}
        </h2>
        <MyContract view={view} />
        {view.pastHeld.length > 0 && (
          <details className={styles.past}>
            <summary className={styles.summary}>
              {t('agentContracts.pastHeld', { count: view.pastHeld.length })}
            </summary>
            <div className={styles.list}>
              {view.pastHeld.map((contract) => (
                <ContractCard key={contract.id} contract={contract} side="agent" />
              ))}
            </div>
          </details>
        )}
      </section>
      <GivenContracts view={view} offerTo={props.offerTo} />
    </div>
  );
}

function MyContract(props: { view: KindView }) {
  const { view } = props;
  const { t } = useT('agentContracts');
  if (view.standing) return <ContractCard contract={view.standing} side="agent" />;
  if (view.template) {
    return (
      <article className={styles.card} data-testid="contract-template">
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t('agentContracts.mine.template')}</h3>
        </div>
        <p className={styles.muted}>{t('agentContracts.mine.templateHint')}</p>
        <ContractTerms terms={view.template} />
      </article>
    );
  }
  if (view.offers.length > 0) return <p className={styles.muted}>{t('agentContracts.mine.noneWithOffer')}</p>;
  // A top-level agent holds templates of other kinds, never offers: the operator gives this one.
  return view.topLevel ? (
    <EmptyState
      headingLevel={3}
      title={t('agentContracts.mine.noneTopLevel')}
      description={t('agentContracts.mine.noneTopLevelHint')}
    />
  ) : (
    <EmptyState
      headingLevel={3}
      title={t('agentContracts.mine.none')}
      description={t('agentContracts.mine.noneHint')}
    />
  );
}

function GivenContracts(props: { view: KindView; offerTo: string | null }) {
  const { view, offerTo } = props;
  const { t } = useT('agentContracts');
  const titleId = useId();
  const [offering, setOffering] = useState(offerTo !== null);
  const openButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOffering(false);
    // Focus goes back where the form was opened from, not to the top of the page.
    requestAnimationFrame(() => openButton.current?.focus());
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <div className={styles.stack}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {t('agentContracts.given.title')}
          </h2>
          <p className={styles.muted}>{t('agentContracts.given.lead')}</p>
        </div>
        {!offering && (
          <Button
            ref={openButton}
            size="sm"
            disabled={view.own === null}
            aria-describedby={view.own === null ? `${titleId}-cannot` : undefined}
            onClick={() => setOffering(true)}
          >
            {t('agentContracts.offer.open')}
          </Button>
        )}
      </div>
      {view.own === null && (
        <p id={`${titleId}-cannot`} className={styles.muted}>
          {t('agentContracts.offer.cannot')}
        </p>
      )}
      {offering && view.own !== null && (
        <OfferForm view={view} own={view.own} agentId={offerTo ?? ''} onClose={close} />
      )}
      {view.givenOpen.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('agentContracts.given.none')}
          description={t('agentContracts.given.noneHint')}
        />
      ) : (
        <div className={styles.list}>
          {view.givenOpen.map((contract) => (
            <ContractCard key={contract.id} contract={contract} side="upline" />
          ))}
        </div>
      )}
      {view.givenPast.length > 0 && (
        <details className={styles.past}>
          <summary className={styles.summary}>
            {t('agentContracts.given.past', { count: view.givenPast.length })}
          </summary>
          <div className={styles.list}>
            {view.givenPast.map((contract) => (
              <ContractCard key={contract.id} contract={contract} side="upline" />
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
