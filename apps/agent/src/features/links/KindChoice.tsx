import * as styles from './kind-choice.css.ts';

export type AccountKind = 'member' | 'agent';
const kinds: readonly AccountKind[] = ['member', 'agent'];

/**
 * A plain member or an agent, as two radio buttons with what each means under its name: a new
 * link's kind, and the kind of an account the agent opens. The arrow keys move between them.
 */
export function KindChoice(props: {
  name: string;
  legend: string;
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
  words: Record<AccountKind, { label: string; hint: string }>;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.choices}>
        {kinds.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input
              type="radio"
              name={props.name}
              value={kind}
              checked={props.value === kind}
              onChange={() => props.onChange(kind)}
            />
            <span className={styles.label}>{props.words[kind].label}</span>
            <span className={styles.hint}>{props.words[kind].hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
