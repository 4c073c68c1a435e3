import { useT } from '@lotus/i18n';
import type { LanguageCode } from '@lotus/i18n';
import { Button, Select } from '@lotus/ui';
import { useContext } from 'react';
import { setApiLanguage } from './api.ts';
import { offeredLanguages } from './offered-languages.ts';
import * as styles from './PreferenceSwitches.css.ts';
import { usePreferences } from './preferences-store.ts';
import { SystemStatusContext } from './status-context.ts';

/** Theme toggle and language choice, shown in every header and on the status pages. */
export function PreferenceSwitches(props: { compact?: boolean }) {
  const { t, language, changeLanguage } = useT('common');
  const theme = usePreferences((state) => state.theme);
  const toggleTheme = usePreferences((state) => state.toggleTheme);
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  // Read without useSystemStatus: the status pages show these switches before the status is in.
  const status = useContext(SystemStatusContext);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={toggleTheme}
        aria-label={t('common.theme.switchTo', { theme: t(`common.theme.${nextTheme}`) })}
        data-testid="theme-toggle"
      >
        {t(`common.theme.${nextTheme}`)}
      </Button>
      <Select
        label={t('common.language')}
        hideLabel={props.compact ?? true}
        wrapperClassName={styles.languageSelect}
        value={language}
        options={offeredLanguages(status?.brand.languages ?? null, language).map((entry) => ({
          value: entry.code,
          label: entry.nativeName,
        }))}
        onChange={(event) => {
          const code = event.target.value as LanguageCode;
          setApiLanguage(code);
          void changeLanguage(code);
        }}
        data-testid="language-select"
      />
    </>
  );
}
