import { useT } from '@lotus/i18n';
import { TextField } from '@lotus/ui';
import { useEffect, useState } from 'react';

/** How long typing must pause before the lobby asks the catalog again. */
export const searchDebounceMs = 300;

/** The lobby's search: typed freely, sent once the typing pauses. */
export function SearchField(props: { value: string; onSearch: (q: string) => void }) {
  const { t } = useT('lobby');
  const [text, setText] = useState(props.value);
  const { value, onSearch } = props;

  // The address changed under us (Back, a link): show what it says.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      label={t('lobby.search')}
      placeholder={t('lobby.searchHint')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      autoComplete="off"
      enterKeyHint="search"
      maxLength={64}
    />
  );
}
