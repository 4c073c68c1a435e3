import { avatarCount } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import * as styles from './ProfilePage.css.ts';

/** The twelve pictures as a radio group: arrow keys move between them, the chosen one is ringed. */
export function AvatarPicker(props: { value: number; onChange: (avatarId: number) => void }) {
  const { t } = useT('profile');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('profile.avatar')}</legend>
      <div className={styles.avatars}>
        {Array.from({ length: avatarCount }, (_, index) => index + 1).map((id) => (
          <label key={id} className={styles.avatarChoice}>
            <input
              type="radio"
              name="avatarId"
              value={id}
              checked={props.value === id}
              onChange={() => props.onChange(id)}
              className={styles.visuallyHidden}
            />
            <img
              src={`/avatars/${id}.svg`}
              alt={t('profile.avatarOption', { n: id })}
              className={styles.avatarImage}
              loading="lazy"
              width={44}
              height={44}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
