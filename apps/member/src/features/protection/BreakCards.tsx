import { isApiError } from '@lotus/api-client';
import { FormAlert, useSignOut, useSystemStatus } from '@lotus/app-shell';
import type { ProtectionBreak } from '@lotus/contract';
import { useT } from '@lotus/i18n';
import { Button, Card, Checkbox, Dialog, PasswordField, Select, useToast } from '@lotus/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { breakEnd, selfExclusionChoices, timeOutChoices } from './break-lengths.ts';
import { protection } from './protection-queries.ts';
import { formatInstant } from './protection-dates.ts';
import * as styles from './ResponsibleGamingPage.css.ts';

/**
 * Once a break is taken the server has ended every session: forget this one here too, leave the
 * member's pages and say until when.
 */
function useAfterBreak() {
  const { t, language } = useT();
  const { brand } = useSystemStatus();
  const { show } = useToast();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return async (taken: ProtectionBreak) => {
    const date = formatInstant(taken.endsAt, language, brand.timeZone);
    await signOut();
    void navigate('/');
    show({
      message: t(
        taken.kind === 'self_exclusion' ? 'protection.selfExclusion.started' : 'protection.timeOut.started',
        {
          date,
        },
      ),
      tone: 'info',
    });
  };
}

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 ? error.message : fallback;
}

/** A time-out of 1 day to 6 weeks, confirmed in a dialog that says it cannot be shortened. */
export function TimeOutCard() {
  const { t, language } = useT();
  const { brand } = useSystemStatus();
  const afterBreak = useAfterBreak();
  const [days, setDays] = useState<number>(timeOutChoices[0].days);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const choice = timeOutChoices.find((entry) => entry.days === days) ?? timeOutChoices[0];

  async function confirm() {
    setPending(true);
    setFormError(null);
    try {
      const taken = await protection.takeTimeOut(days);
      setOpen(false);
      await afterBreak(taken);
    } catch (error) {
      setFormError(errorText(error, t('protection.failed')));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <section className={styles.section} aria-labelledby="time-out-title">
        <h2 id="time-out-title" className={styles.sectionTitle}>
          {t('protection.timeOut.title')}
        </h2>
        <p className={styles.muted}>{t('protection.timeOut.hint')}</p>
        <div className={styles.fields}>
          <Select
            label={t('protection.timeOut.label')}
            name="timeOutDays"
            value={String(days)}
            options={timeOutChoices.map((entry) => ({ value: String(entry.days), label: t(entry.label) }))}
            onChange={(event) => setDays(Number(event.target.value))}
          />
        </div>
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('protection.timeOut.start')}
          </Button>
        </div>
      </section>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('protection.timeOut.confirmTitle', { length: t(choice.label) })}
        closeLabel={t('common.close')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={pending} onClick={() => void confirm()}>
              {t('protection.timeOut.confirm')}
            </Button>
          </>
        }
      >
        <p className={styles.warning}>
          {t('protection.timeOut.confirmText', {
            date: formatInstant(breakEnd(new Date(), { days }), language, brand.timeZone),
          })}
        </p>
        <FormAlert message={formError} />
      </Dialog>
    </Card>
  );
}

/** Self-exclusion of 6 months to 5 years: the login password and an explicit "I understand". */
export function SelfExclusionCard() {
  const { t, language } = useT();
  const { brand } = useSystemStatus();
  const afterBreak = useAfterBreak();
  const [months, setMonths] = useState<number>(selfExclusionChoices[0].months);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [problems, setProblems] = useState<{ password?: string; understood?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const choice = selfExclusionChoices.find((entry) => entry.months === months) ?? selfExclusionChoices[0];

  function openDialog() {
    setPassword('');
    setUnderstood(false);
    setProblems({});
    setFormError(null);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(password === ''
        ? { password: t('validation.required', { field: t('protection.selfExclusion.password') }) }
        : {}),
      ...(understood ? {} : { understood: t('protection.selfExclusion.mustConfirm') }),
    };
    setProblems(found);
    setFormError(null);
    if (found.password || found.understood) return;
    setPending(true);
    try {
      const taken = await protection.selfExclude({ months, password, confirm: true });
      setOpen(false);
      await afterBreak(taken);
    } catch (error) {
      setFormError(errorText(error, t('protection.failed')));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <section className={styles.section} aria-labelledby="self-exclusion-title">
        <h2 id="self-exclusion-title" className={styles.sectionTitle}>
          {t('protection.selfExclusion.title')}
        </h2>
        <p className={styles.muted}>{t('protection.selfExclusion.hint')}</p>
        <div className={styles.fields}>
          <Select
            label={t('protection.selfExclusion.label')}
            name="selfExclusionMonths"
            value={String(months)}
            options={selfExclusionChoices.map((entry) => ({
              value: String(entry.months),
              label: t(entry.label),
            }))}
            onChange={(event) => setMonths(Number(event.target.value))}
          />
        </div>
        <div className={styles.actions}>
          <Button variant="danger" onClick={openDialog}>
            {t('protection.selfExclusion.start')}
          </Button>
        </div>
        <p className={styles.muted}>{t('protection.selfExclusion.help')}</p>
      </section>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('protection.selfExclusion.confirmTitle', { length: t(choice.label) })}
        closeLabel={t('common.close')}
        closeOnBackdropClick={false}
      >
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.warning}>
            {t('protection.selfExclusion.confirmText', {
              date: formatInstant(breakEnd(new Date(), { months }), language, brand.timeZone),
            })}
          </p>
          <PasswordField
            label={t('protection.selfExclusion.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={problems.password}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Checkbox
            label={t('protection.selfExclusion.understood')}
            name="understood"
            checked={understood}
            error={problems.understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <FormAlert message={formError} />
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={pending}>
              {t('protection.selfExclusion.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
