import type { AgentType } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { useId } from 'react';
import { agentTypeChoices, agentTypeKinds } from './agent-types.ts';
import * as styles from './agents.css.ts';

/** The agent type to give: one radio a type, named with what it is; arrow keys move between them. */
export function AgentTypeChoice(props: {
  value: AgentType | null;
  onChange: (type: AgentType) => void;
  error?: string | undefined;
}) {
  const { t } = useT('console');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={props.error ? true : undefined}
      data-testid="agent-type-choice"
    >
      <legend className={styles.legend}>{t('console.agentTypes.choose')}</legend>
      <p id={hintId} className={styles.choiceWords}>
        {t('console.agentTypes.chooseHint')}
      </p>
      {agentTypeChoices.map((type) => (
        <label key={type} className={styles.choice}>
          <input
            type="radio"
            name={`${id}-type`}
            value={type}
            className={styles.radio}
            checked={props.value === type}
            onChange={() => props.onChange(type)}
            aria-labelledby={`${id}-${type}-name`}
            aria-describedby={`${id}-${type}-words`}
          />
          <span className={styles.choiceText}>
            <span id={`${id}-${type}-name`} className={styles.choiceName}>
              {t('console.agentTypes.name', { type })}
            </span>
            <span id={`${id}-${type}-words`} className={styles.choiceWords}>
              {t(`console.agentTypes.${agentTypeKinds[type]}`)}
            </span>
          </span>
        </label>
      ))}
      {props.error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
