import {
  FormAlert,
  profile as profileApi,
  useCheckAsYouGo,
  useFieldCheck,
  useSubmit,
} from '@lotus/app-shell';
import { nationalityCodes, sourcesOfIncome } from '@lotus/contract/values';
import type { MemberProfile } from '@lotus/contract/profile';
import { useT } from '@lotus/i18n';
import type { TranslationKey } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import { useMemo, useState } from 'react';
import { AvatarPicker } from './AvatarPicker.tsx';
import {
  changedFields,
  identityFields,
  messengerFields,
  personalFields,
  valuesOf,
} from './profile-fields.ts';
import type { ProfileTextField, ProfileValues } from './profile-fields.ts';
import * as styles from './ProfilePage.css.ts';

/** The countries by their name in the reader's language, A to Z. */
function useCountryOptions(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return nationalityCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((left, right) => left.label.localeCompare(right.label, language));
  }, [language]);
}

/**
 * The editable profile: picture, personal details, identity (KYC) and messenger ids. Each changed
 * field is checked with the brand's rule first; the server checks again and its per-field messages
 * land beside the fields. Only changed fields are sent.
 */
export function ProfileForm(props: { profile: MemberProfile; onSaved: (next: MemberProfile) => void }) {
  const { t, language } = useT('auth', 'common', 'errors', 'profile');
  const checkField = useFieldCheck();
  const countries = useCountryOptions(language);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(props.profile));
  const [avatarId, setAvatarId] = useState(props.profile.avatarId);
  const form = useSubmit<Parameters<typeof profileApi.update>[0], MemberProfile, string>({
    send: profileApi.update,
    onSuccess: (next) => {
      setValues(valuesOf(next));
      props.onSaved(next);
    },
    fallback: t('errors.error_system'),
  });
  const { problems } = form;
  const label = (field: ProfileTextField) => t(`auth.${field}` as TranslationKey);
  const labels = Object.fromEntries(
    [...personalFields, ...identityFields, ...messengerFields].map((field) => [field, label(field)]),
  );

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const changes = changedFields(props.profile, values);
    const found: Record<string, string> = {};
    for (const [field, value] of Object.entries(changes)) {
      // An emptied field clears it; the rules apply to what is typed.
      const problem = value === '' ? undefined : checkField(field, { [field]: value }, labels);
      if (problem) found[field] = problem;
    }
    if (!form.check(found)) return;
    form.submit({
      ...changes,
      ...(avatarId === props.profile.avatarId ? {} : { avatarId }),
    });
  }

  const set = (field: ProfileTextField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function input(field: ProfileTextField) {
    const common = { label: label(field), name: field, value: values[field], error: problems[field] };
    if (field === 'nationality') {
      return (
        <Select
          key={field}
          {...common}
          placeholder={t('profile.chooseNationality')}
          options={countries}
          onChange={set(field)}
        />
      );
    }
    if (field === 'sourceOfIncome') {
      const options = sourcesOfIncome.map((value) => ({ value, label: t(`profile.income.${value}`) }));
      return (
        <Select
          key={field}
          {...common}
          placeholder={t('profile.chooseIncome')}
          options={options}
          onChange={set(field)}
        />
      );
    }
    if (field === 'payeeName') {
      const locked = props.profile.payeeNameLocked;
      return (
        <TextField
          key={field}
          {...common}
          autoComplete="name"
          readOnly={locked}
          hint={locked ? t('profile.payeeLocked') : t('profile.payeeOnce')}
          onChange={set(field)}
        />
      );
    }
    return (
      <TextField
        key={field}
        {...common}
        {...(field === 'birthday' ? { type: 'date', autoComplete: 'bday' } : {})}
        {...(field === 'nickname' ? { autoComplete: 'nickname' } : {})}
        {...(field === 'address' ? { autoComplete: 'street-address' } : {})}
        spellCheck={false}
        onChange={set(field)}
      />
    );
  }

  const section = (title: string, fields: readonly ProfileTextField[]) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.grid}>{fields.map(input)}</div>
    </fieldset>
  );

  return (
    <form className={styles.form} {...asYouGo} data-testid="profile-form">
      <AvatarPicker value={avatarId} onChange={setAvatarId} />
      {section(t('profile.personal'), personalFields)}
      {section(t('profile.identity'), identityFields)}
      {section(t('profile.messengers'), messengerFields)}
      <FormAlert message={form.refusal} />
      <div>
        <Button type="submit" loading={form.pending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
