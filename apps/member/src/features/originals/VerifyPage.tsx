import { useT } from '@lotus/i18n';
import { Card, Select, TextField } from '@lotus/ui';
import { TOWER_DIFFICULTY_NAMES, PLINKO_RISKS } from '@lotus/games';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MinesBoard } from './MinesBoard.tsx';
import { PlinkoBoard } from './PlinkoBoard.tsx';
import { TowerBoard } from './TowerBoard.tsx';
import { formatExactMultiplier, formatHundredths, formatMultiplier } from './originals-format.ts';
import type { VerifiableGame, VerifiedOutcome, VerifyForm } from './verify-round.ts';
import { verifiableGames, verifyFormOf, verifyQueryOf, verifyRound } from './verify-round.ts';
import * as styles from './originals.css.ts';

const plinkoRows = ['8', '9', '10', '11', '12', '13', '14', '15', '16'];

/**
 * The verifier (`/originals/verify`): recomputes any round in the browser from its revealed seeds
 * with the engines the server plays with. A link fills the form (`?game=&serverSeed=&…`); editing
 * keeps the address in step, so a verification can be shared.
 */
export function VerifyPage() {
  const { t } = useT();
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
            <TextField
              label={t('originals.verify.serverSeed')}
              autoComplete="off"
              spellCheck={false}
              {...field('serverSeed')}
            />
            <TextField
              label={t('originals.verify.clientSeed')}
              autoComplete="off"
              spellCheck={false}
              {...field('clientSeed')}
            />
            <TextField
              label={t('originals.verify.nonce')}
              inputMode="numeric"
              autoComplete="off"
              {...field('nonce')}
            />
            {form.game === 'mines-gold' && (
              <Select
                label={t('originals.verify.mines')}
                options={Array.from({ length: 24 }, (_, index) => ({
                  value: String(index + 1),
                  label: String(index + 1),
                }))}
                {...field('mines')}
              />
            )}
            {form.game === 'tower' && (
              <Select
                label={t('originals.verify.difficulty')}
                options={TOWER_DIFFICULTY_NAMES.map((value) => ({
                  value,
                  label: t(`originals.tower.difficulties.${value}`),
                }))}
                {...field('difficulty')}
              />
            )}
            {form.game === 'plinko' && (
              <>
                <Select
                  label={t('originals.verify.rows')}
                  options={plinkoRows.map((value) => ({ value, label: value }))}
                  {...field('rows')}
                />
                <Select
                  label={t('originals.verify.risk')}
                  options={PLINKO_RISKS.map((value) => ({
                    value,
                    label: t(`originals.plinko.risks.${value}`),
                  }))}
                  {...field('risk')}
                />
              </>
            )}
            {form.game === 'dice' && (
              <>
                <Select
                  label={t('originals.verify.direction')}
                  options={[
                    { value: 'under', label: t('originals.dice.under') },
                    { value: 'over', label: t('originals.dice.over') },
                  ]}
                  {...field('direction')}
                />
                <TextField
                  label={t('originals.verify.target')}
                  inputMode="decimal"
                  autoComplete="off"
                  {...field('target')}
                />
              </>
            )}
            {form.game === 'limbo' && (
              <TextField
                label={t('originals.verify.limboTarget')}
                inputMode="decimal"
                autoComplete="off"
                {...field('targetMultiplier')}
              />
            )}
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

function VerifiedOutcomeView(props: { outcome: VerifiedOutcome }) {
  const { t } = useT();
  const { outcome } = props;
  const result = (won: boolean) => (won ? t('originals.verify.win') : t('originals.verify.loss'));
  switch (outcome.game) {
    case 'mines-gold':
      return (
        <>
          <p data-testid="verify-outcome">
            {t('originals.verify.mineTiles', { tiles: outcome.mineTiles.map((tile) => tile + 1).join(', ') })}
          </p>
          <MinesBoard state={{ revealed: [], mineHit: null, mineTiles: outcome.mineTiles }} />
        </>
      );
    case 'tower':
      return (
        <>
          <ul className={styles.detailList} data-testid="verify-outcome">
            {outcome.traps.map((columns, level) => (
              <li key={level} className={styles.muted}>
                {t('originals.verify.traps', {
                  level: level + 1,
                  columns: columns.map((column) => column + 1).join(', '),
                })}
              </li>
            ))}
          </ul>
          <TowerBoard
            state={{ difficulty: outcome.difficulty, columns: [], trapHit: null, traps: outcome.traps }}
          />
        </>
      );
    case 'plinko':
      return (
        <>
          <p data-testid="verify-outcome">
            {t('originals.verify.path', {
              path: outcome.path.map((bounce) => (bounce === 'left' ? 'L' : 'R')).join(''),
              bucket: outcome.bucket,
              multiplier: formatExactMultiplier(outcome.payoutMultiplier),
            })}
          </p>
          <PlinkoBoard
            rows={outcome.rows}
            risk={outcome.risk}
            drop={{ path: outcome.path, bucket: outcome.bucket, key: outcome.path.join('') }}
          />
        </>
      );
    case 'dice':
      return (
        <p className={styles.result.playing} data-testid="verify-outcome">
          {t('originals.verify.diceRoll', {
            roll: formatHundredths(outcome.rollHundredths),
            result: result(outcome.won),
            multiplier: formatExactMultiplier(outcome.payoutMultiplier),
          })}
        </p>
      );
    case 'limbo':
      return (
        <p className={styles.result.playing} data-testid="verify-outcome">
          {t('originals.verify.limbo', {
            outcome: formatMultiplier(outcome.outcomeMultiplier),
            result: result(outcome.won),
            multiplier: formatExactMultiplier(outcome.payoutMultiplier),
          })}
        </p>
      );
    case 'pappu':
      return (
        <p className={styles.bigNumber} data-testid="verify-outcome">
          {t('originals.verify.crash', { multiplier: formatMultiplier(outcome.crashPoint) })}
        </p>
      );
  }
}
