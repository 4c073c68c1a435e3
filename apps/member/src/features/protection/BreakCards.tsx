import { FormAlert, useSubmit, useSystemStatus } from '@lotus/app-shell';
import type { ProtectionBreak } from '@lotus/contract/protection';
import { useT } from '@lotus/i18n';
import { Button, Card, Checkbox, Dialog, PasswordField, Select, useToast } from '@lotus/ui';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from '@lotus/app-shell/routing';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { breakEnd, selfExclusionChoices, timeOutChoices } from './break-lengths.ts';
import { protection } from './protection-queries.ts';
import * as styles from './ResponsibleGamingPage.css.ts';
import { useLeave } from '../../lib/use-session-end.ts';

/**
 * Once a break is taken the server has ended every session: forget this one here too, leave the
 * member's pages and say until when.
 */
function useAfterBreak() {
  const { t, language } = useT('auth', 'common', 'protection', 'validation');
  const { brand } = useSystemStatus();
  const { show } = useToast();
  // Logging out here: the session's end, which the live stream also announces, is no surprise.
  const signOut = useLeave();
  const navigate = useNavigate();
  return async (taken: ProtectionBreak) => {
    const date = formatDateTime(taken.endsAt, { language, timeZone: brand.timeZone });
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

/**
 * Takes a break: pending while the server answers, its refusal in words, and once it is taken the
 * dialog closes and the member is signed out.
 */
function useTakeBreak(closeDialog: () => void) {
  const { t } = useT('auth', 'common', 'protection', 'validation');
  const afterBreak = useAfterBreak();
  const form = useSubmit<() => Promise<ProtectionBreak>, void, 'password' | 'understood'>({
    send: async (request) => {
      const taken = await request();
      closeDialog();
      await afterBreak(taken);
    },
    fallback: t('protection.failed'),
    fieldsOf: null,
  });
  function take(request: () => Promise<ProtectionBreak>) {
    form.setRefusal(null);
    form.submit(request);
  }
  return { form, take };
}

/** A break's card: what it is, its length to choose and the button that asks to confirm it; then its dialog. */
function BreakCard(props: {
  id: string;
  title: string;
  hint: string;
  length: ReactNode;
  start: string;
  onStart: () => void;
  help?: string;
  dialog: ReactNode;
}) {
  return (
    <Card>
      <section className={styles.section} aria-labelledby={props.id}>
        <h2 id={props.id} className={styles.sectionTitle}>
          {props.title}
        </h2>
        <p className={styles.muted}>{props.hint}</p>
        <div className={styles.fields}>{props.length}</div>
        <div className={styles.actions}>
          <Button variant="danger" onClick={props.onStart}>
            {props.start}
          </Button>
        </div>
        {props.help ? <p className={styles.muted}>{props.help}</p> : null}
      </section>
      {props.dialog}
    </Card>
  );
}

/** A time-out of 1 day to 6 weeks, confirmed in a dialog that says it cannot be shortened. */
export function TimeOutCard() {
  const { t, language } = useT('auth', 'common', 'protection', 'validation');
  const { brand } = useSystemStatus();
  const [days, setDays] = useState<number>(timeOutChoices[0].days);
  const [open, setOpen] = useState(false);
  const { form, take } = useTakeBreak(() => setOpen(false));
  const choice = timeOutChoices.find((entry) => entry.days === days) ?? timeOutChoices[0];
  return (
    <BreakCard
      id="time-out-title"
      title={t('protection.timeOut.title')}
      hint={t('protection.timeOut.hint')}
      length={
        <Select
          label={t('protection.timeOut.label')}
          name="timeOutDays"
          value={String(days)}
          options={timeOutChoices.map((entry) => ({ value: String(entry.days), label: t(entry.label) }))}
          onChange={(event) => setDays(Number(event.target.value))}
        />
      }
      start={t('protection.timeOut.start')}
      onStart={() => setOpen(true)}
      dialog={
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
              <Button
                variant="danger"
                loading={form.pending}
                onClick={() => take(() => protection.takeTimeOut(days))}
              >
                {t('protection.timeOut.confirm')}
              </Button>
            </>
          }
        >
          <p className={styles.warning}>
            {t('protection.timeOut.confirmText', {
              date: formatDateTime(breakEnd(new Date(), { days }), { language, timeZone: brand.timeZone }),
            })}
          </p>
          <FormAlert message={form.refusal} />
        </Dialog>
      }
    />
  );
}

/** Self-exclusion of 6 months to 5 years: the login password and an explicit "I understand". */
export function SelfExclusionCard() {
  const { t, language } = useT('auth', 'common', 'protection', 'validation');
  const { brand } = useSystemStatus();
  const [months, setMonths] = useState<number>(selfExclusionChoices[0].months);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const { form } = useTakeBreak(() => setOpen(false));
  const { problems } = form;
  const choice = selfExclusionChoices.find((entry) => entry.months === months) ?? selfExclusionChoices[0];

  function openDialog() {
    setPassword('');
    setUnderstood(false);
    form.clear();
    setOpen(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(password === ''
        ? { password: t('validation.required', { field: t('protection.selfExclusion.password') }) }
        : {}),
      ...(understood ? {} : { understood: t('protection.selfExclusion.mustConfirm') }),
    };
    if (form.check(found)) form.submit(() => protection.selfExclude({ months, password, confirm: true }));
  }

  return (
    <BreakCard
      id="self-exclusion-title"
      title={t('protection.selfExclusion.title')}
      hint={t('protection.selfExclusion.hint')}
      length={
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
      }
      start={t('protection.selfExclusion.start')}
      onStart={openDialog}
      help={t('protection.selfExclusion.help')}
      dialog={
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('protection.selfExclusion.confirmTitle', { length: t(choice.label) })}
          closeLabel={t('common.close')}
          closeOnBackdropClick={false}
        >
          <form className={styles.stack} onSubmit={submit} noValidate>
            <p className={styles.warning}>
              {t('protection.selfExclusion.confirmText', {
                date: formatDateTime(breakEnd(new Date(), { months }), {
                  language,
                  timeZone: brand.timeZone,
                }),
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
            <FormAlert message={form.refusal} />
            <div className={styles.actions}>
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="danger" loading={form.pending}>
                {t('protection.selfExclusion.confirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      }
    />
  );
}
