import * as styles from './LoginForm.css.ts';

/** A form's refusal, announced to screen readers; nothing when there is none. */
export function FormAlert(props: { message: string | null }) {
  if (!props.message) return null;
  return (
    <p role="alert" className={styles.formError}>
      {props.message}
    </p>
  );
}
