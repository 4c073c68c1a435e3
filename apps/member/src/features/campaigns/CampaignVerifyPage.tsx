import { useSystemStatus } from '@lotus/app-shell';
import { useSearchParams } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Card, TextField } from '@lotus/ui';
import { useMemo, useState } from 'react';
import { prizeText } from './campaign-format.ts';
import { CampaignsFrame } from './CampaignsFrame.tsx';
import type { DrawVerifyForm } from './verify-draw.ts';
import { verifyDraw, verifyFormOf } from './verify-draw.ts';
import * as styles from './campaigns.css.ts';

/**
 * The campaign verifier (`/campaigns/verify`): recomputes a draw in the browser from its revealed
 * server seed, client seed, nonce and prize table, with the functions the server draws with. A
 * draw's "Verify" link fills it, with the prize it was given (`landed`) and the hash shown before
 * it (`hash`), which it compares.
 */
export function CampaignVerifyPage() {
  const { t, language } = useT('campaigns');
  const { brand } = useSystemStatus();
  const [query, setQuery] = useSearchParams();
  const [form, setForm] = useState<DrawVerifyForm>(() => verifyFormOf(query));
  const verification = useMemo(() => verifyDraw(form), [form]);
  const landed = query.get('landed');
  const shownHash = query.get('hash');
  const field = (key: keyof DrawVerifyForm, label: string) => (
    <TextField
      label={label}
      autoComplete="off"
      spellCheck={false}
      {...(key === 'nonce' ? { inputMode: 'numeric' as const } : {})}
      value={form[key]}
      onChange={(event) => {
        const next = { ...form, [key]: event.target.value };
        setForm(next);
        const params = new URLSearchParams(query);
        params.set(key, event.target.value);
        setQuery(params, { replace: true });
      }}
    />
  );
  return (
    <CampaignsFrame title={t('campaigns.verify.title')} lead={t('campaigns.verify.intro')} open>
      <div className={styles.verifyLayout}>
        <Card padding="md">
          <form
            className={styles.stack}
            onSubmit={(event) => event.preventDefault()}
            aria-label={t('campaigns.verify.title')}
          >
            {field('serverSeed', t('campaigns.verify.serverSeed'))}
            {field('clientSeed', t('campaigns.verify.clientSeed'))}
            {field('nonce', t('campaigns.verify.nonce'))}
            {field('prizes', t('campaigns.verify.prizes'))}
          </form>
        </Card>
        <Card padding="md">
          <div className={styles.stack} aria-live="polite" data-testid="verify-outcome">
            <h2 className={styles.sectionTitle}>{t('campaigns.verify.outcome')}</h2>
            {verification.state === 'incomplete' ? (
              <p className={styles.muted}>{t('campaigns.verify.fill')}</p>
            ) : (
              <>
                <p className={styles.muted}>{t('campaigns.verify.hash')}</p>
                <p className={styles.seed} data-testid="verify-hash">
                  {verification.serverSeedHash}
                </p>
                {shownHash ? (
                  <p className={verification.serverSeedHash === shownHash ? styles.ok : styles.bad}>
                    {t(
                      verification.serverSeedHash === shownHash
                        ? 'campaigns.verify.hashMatches'
                        : 'campaigns.verify.hashDiffers',
                    )}
                  </p>
                ) : null}
                {verification.state === 'invalid' ? (
                  <p role="alert">{t('campaigns.verify.invalid', { reason: verification.reason })}</p>
                ) : (
                  <>
                    <p className={styles.muted}>
                      {t('campaigns.verify.float', { float: verification.float.toFixed(10) })}
                    </p>
                    <p className={styles.resultFigure} data-testid="verify-landed">
                      {t('campaigns.verify.landed', {
                        index: verification.index + 1,
                        prize: prizeText(verification.prize, brand.currency, t, language),
                      })}
                    </p>
                    {landed !== null ? (
                      <p
                        className={Number(landed) === verification.index ? styles.ok : styles.bad}
                        data-testid="verify-verdict"
                      >
                        {t(
                          Number(landed) === verification.index
                            ? 'campaigns.verify.matches'
                            : 'campaigns.verify.differs',
                        )}
                      </p>
                    ) : null}
                  </>
                )}
              </>
            )}
          </div>
        </Card>
      </div>
    </CampaignsFrame>
  );
}
