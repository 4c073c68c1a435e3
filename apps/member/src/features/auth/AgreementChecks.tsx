import { useT } from '@lotus/i18n';
import { Checkbox } from '@lotus/ui';
import * as styles from './RegisterPage.css.ts';

/**
 * "I accept the terms of service and the privacy policy", each a link to its page opened in a new
 * tab, so the form stays as it was filled in. A link inside the label does not tick the box, and the
 * box's name is the sentence as before.
 */
function TermsLabel() {
  const { t } = useT('auth');
  const links = {
    terms: ['/terms', t('auth.termsLink')],
    privacy: ['/privacy', t('auth.privacyLink')],
  } as const;
  // The sentence with its placeholders kept, split around them: each language orders them its own way.
  const sentence = t('auth.termsAcceptLinked', { terms: '{{terms}}', privacy: '{{privacy}}' });
  return sentence.split(/(\{\{(?:terms|privacy)\}\})/).map((part, index) => {
    const name = part === '{{terms}}' ? 'terms' : part === '{{privacy}}' ? 'privacy' : null;
    if (!name) return part;
    const [href, label] = links[name];
    return (
      <a key={index} className={styles.termsLink} href={href} target="_blank" rel="noopener">
        {label}
      </a>
    );
  });
}

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
        label={<TermsLabel />}
        checked={props.termsAccepted}
        error={props.termsError}
        onChange={(event) => props.onTerms(event.target.checked)}
      />
    </>
  );
}
