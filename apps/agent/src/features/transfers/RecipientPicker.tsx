import { useRefusalText } from '@lotus/app-shell';
import type { TeamMember } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { Badge, Button, TextField } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent, Ref } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { searchTeam, transferQueryKeys } from './transfers-queries.ts';
import * as pageStyles from '../../components/page.css.ts';
import * as styles from './transfers.css.ts';

/** How long the typing must pause before the team is searched. */
const typingPause = 250;

/**
 * The team member a transfer goes to: a combobox searching the agent's team by the start of a
 * username as the agent types (once the typing pauses), its matches in a listbox under it. Arrows
 * move through the matches, Enter or a click chooses one, Escape closes the list (then clears the
 * field). Typing again after a choice drops it.
 */
export function RecipientPicker(props: {
  chosen: TeamMember | null;
  onChoose: (member: TeamMember | null) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useT('agentTransfers');
  const refusalText = useRefusalText();
  const ids = useId();
  const listId = `${ids}-list`;
  const [text, setText] = useState(props.chosen?.account ?? '');
  const [term, setTerm] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useQuery({
    queryKey: transferQueryKeys.recipients(term),
    queryFn: ({ signal }) => searchTeam(term, signal),
    enabled: term !== '',
    staleTime: 30_000,
    // Said at once: the next key or the button asks again.
    retry: false,
  });

  const typed = text.trim();
  // The answer shown is for what is in the field now (the pause may not have passed yet).
  const settled = term === typed && typed !== '';
  const matches = settled && search.data ? search.data.content : [];
  const showList = listOpen && props.chosen === null && typed !== '';
  const activeMember = active >= 0 ? matches[active] : undefined;
  const optionId = (member: TeamMember) => `${ids}-member-${member.id}`;
  const activeId = activeMember ? optionId(activeMember) : undefined;

  useEffect(() => {
    if (activeId !== undefined) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const type = (value: string) => {
    setText(value);
    setActive(-1);
    setListOpen(true);
    if (props.chosen !== null) props.onChoose(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTerm(value.trim().slice(0, 64)), typingPause);
  };
  const choose = (member: TeamMember) => {
    setText(member.account);
    setListOpen(false);
    setActive(-1);
    props.onChoose(member);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      if (matches.length === 0) return;
      const last = matches.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && showList) {
      // Enter chooses; it never sends the form from an open list.
      event.preventDefault();
      if (activeMember) choose(activeMember);
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setListOpen(false);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        type('');
      }
    }
  }

  // Said in one live region: searching, nothing found, a failure (shown), or how many (heard only).
  let status: { words: string; shown: boolean } | null = null;
  if (showList) {
    if (!settled || (search.isPending && search.fetchStatus !== 'idle'))
      status = { words: t('agentTransfers.form.searching'), shown: true };
    else if (search.isError)
      status = {
        words: `${t('agentTransfers.form.searchFailed')} ${refusalText(search.error)}`,
        shown: true,
      };
    else if (matches.length === 0)
      status = { words: t('agentTransfers.form.noMembers', { search: typed }), shown: true };
    else status = { words: t('agentTransfers.form.found', { count: matches.length }), shown: false };
  }

  return (
    <div className={styles.picker}>
      <TextField
        ref={props.inputRef}
        label={t('agentTransfers.form.member')}
        hint={t('agentTransfers.form.memberHint')}
        error={props.error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList && matches.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
        onFocus={() => setListOpen(true)}
        data-testid="recipient-search"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('agentTransfers.form.member')}
        className={styles.listbox}
        hidden={!showList || matches.length === 0}
      >
        {matches.map((member, index) => (
          // The field keeps the focus and answers the keys (aria-activedescendant); a press chooses.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={member.id}
            id={optionId(member)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Pressed, the field keeps the focus (its blur would close the list first).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(member)}
          >
            <span className={styles.optionAccount}>{member.account}</span>
            {member.nickname ? <span className={styles.optionDetail}>{member.nickname}</span> : null}
            <span className={styles.optionDetail}>
              {t('agentTransfers.form.level', { level: member.level })}
            </span>
            {member.type !== 0 ? <Badge tone="primary">{t('agentTransfers.form.agent')}</Badge> : null}
          </li>
        ))}
      </ul>
      <div role="status">
        {status ? (
          <p className={status.shown ? styles.pickerNote : pageStyles.visuallyHidden}>{status.words}</p>
        ) : null}
      </div>
      {showList && search.isError ? (
        <div>
          <Button size="sm" variant="secondary" onClick={() => void search.refetch()}>
            {t('agentTransfers.form.searchAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
