import { useT } from '@lotus/i18n';
import { Card, Select, TextField } from '@lotus/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from '@lotus/app-shell/routing';
import { VerifiedOutcomeView } from './VerifiedOutcome.tsx';
import {
  diceDirectionOptions,
  minesCountOptions,
  plinkoRiskOptions,
  plinkoRowOptions,
  towerDifficultyOptions,
} from './originals-options.ts';
import type { VerifiableGame, VerifyForm } from './verify-round.ts';
import { verifiableGames, verifyFormOf, verifyQueryOf, verifyRound } from './verify-round.ts';
import * as styles from './originals.css.ts';

/**
 * The verifier (`/originals/verify`): recomputes any round in the browser from its revealed seeds
 * with the engines the server plays with. A link fills the form (`?game=&serverSeed=&…`); editing
 * keeps the address in step, so a verification can be shared.
 */
export function VerifyPage() {
  const { t } = useT('originals');
  const [query, setQuery] = useSearchParams();
  const [form, setForm] = useState<VerifyForm>(() => verifyFormOf(query));
  const verification = useMemo(() => verifyRound(form), [form]);
  const change = (patch: Partial<VerifyForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    setQuery(verifyQueryOf(next), { replace: true });
  };
  const field = (key: keyof VerifyForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => change({ [key]: event.target.value }),
  });
  // Seeds are pasted as they are (no spell check); numbers get the number pad. Nothing is autofilled.
  const textField = (key: keyof VerifyForm, label: string, kind: 'seed' | 'numeric' | 'decimal') => (
    <TextField
      label={label}
      autoComplete="off"
      {...(kind === 'seed' ? { spellCheck: false } : { inputMode: kind })}
      {...field(key)}
    />
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('originals.verify.title')}</h1>
      <p className={styles.muted}>{t('originals.verify.intro')}</p>
      <div className={styles.layout}>
        <Card padding="md">
          <form
            className={styles.form}
            onSubmit={(event) => event.preventDefault()}
            aria-label={t('originals.verify.title')}
          >
            <Select
              label={t('originals.verify.game')}
              options={verifiableGames.map((game) => ({ value: game, label: t(`originals.games.${game}`) }))}
              value={form.game}
              onChange={(event) => change({ game: event.target.value as VerifiableGame })}
            />
            {textField('serverSeed', t('originals.verify.serverSeed'), 'seed')}
            {textField('clientSeed', t('originals.verify.clientSeed'), 'seed')}
            {textField('nonce', t('originals.verify.nonce'), 'numeric')}
            {form.game === 'mines-gold' && (
              <Select label={t('originals.verify.mines')} options={minesCountOptions} {...field('mines')} />
            )}
            {form.game === 'tower' && (
              <Select
                label={t('originals.verify.difficulty')}
                options={towerDifficultyOptions(t)}
                {...field('difficulty')}
              />
            )}
            {form.game === 'plinko' && (
              <>
                <Select label={t('originals.verify.rows')} options={plinkoRowOptions} {...field('rows')} />
                <Select
                  label={t('originals.verify.risk')}
                  options={plinkoRiskOptions(t)}
                  {...field('risk')}
                />
              </>
            )}
            {form.game === 'dice' && (
              <>
                <Select
                  label={t('originals.verify.direction')}
                  options={diceDirectionOptions(t)}
                  {...field('direction')}
                />
                {textField('target', t('originals.verify.target'), 'decimal')}
              </>
            )}
            {form.game === 'limbo' &&
              textField('targetMultiplier', t('originals.verify.limboTarget'), 'decimal')}
          </form>
        </Card>
        <Card padding="md">
          <div className={styles.stack} aria-live="polite">
            <h2 className={styles.sectionTitle}>{t('originals.verify.outcome')}</h2>
            {verification.state === 'incomplete' ? (
              <p className={styles.muted}>{t('originals.verify.fill')}</p>
            ) : (
              <>
                <p className={styles.muted}>{t('originals.verify.hash')}</p>
                <p className={styles.hash} data-testid="verify-hash">
                  {verification.serverSeedHash}
                </p>
                {verification.state === 'invalid' ? (
                  <p role="alert">{t('originals.verify.invalid', { reason: verification.reason })}</p>
                ) : (
                  <VerifiedOutcomeView outcome={verification.outcome} />
                )}
              </>
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
