import { useT } from '@lotus/i18n';
import { Checkbox } from '@lotus/ui';

/** The age declaration (18 or older) and the terms and privacy acceptance every registration needs. */
export function AgreementChecks(props: {
  ageConfirmed: boolean;
  termsAccepted: boolean;
  onAge: (checked: boolean) => void;
  onTerms: (checked: boolean) => void;
  ageError?: string | undefined;
  termsError?: string | undefined;
}) {
  const { t } = useT('auth');
  return (
    <>
      <Checkbox
        label={t('auth.ageConfirm')}
        checked={props.ageConfirmed}
        error={props.ageError}
        onChange={(event) => props.onAge(event.target.checked)}
      />
      <Checkbox
        label={t('auth.termsAccept')}
        checked={props.termsAccepted}
        error={props.termsError}
        onChange={(event) => props.onTerms(event.target.checked)}
      />
    </>
  );
}
