import { useRefusalText } from '@lotus/app-shell';
import type { RegistrationLink } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { useToast } from '@lotus/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepLink, updateLink } from './links-queries.ts';
import * as styles from './links.css.ts';

/**
 * A link on or off, as a switch: a press sends the change and the switch follows the server's
 * answer (a toast says what it means, or why it did not change). Busy while sending.
 */
export function LinkSwitch(props: { link: RegistrationLink }) {
  const { t } = useT('agentLinks');
  const { link } = props;
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  const { show } = useToast();
  const change = useMutation({
    mutationFn: (enabled: boolean) => updateLink(link.id, { enabled }),
    networkMode: 'always',
    onSuccess: (saved) => {
      keepLink(queryClient, saved);
      show({
        message: t(saved.enabled ? 'agentLinks.link.switchedOn' : 'agentLinks.link.switchedOff', {
          code: saved.code,
        }),
        tone: saved.enabled ? 'success' : 'info',
      });
    },
    onError: (failure) => show({ message: refusalText(failure), tone: 'danger' }),
  });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={link.enabled}
      aria-label={t('agentLinks.link.switchOf', { code: link.code })}
      aria-busy={change.isPending || undefined}
      className={styles.switchButton}
      onClick={() => {
        if (!change.isPending) change.mutate(!link.enabled);
      }}
      data-testid="link-switch"
    >
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      <span className={styles.switchText} aria-hidden="true">
        {link.enabled ? t('agentLinks.link.on') : t('agentLinks.link.off')}
      </span>
    </button>
  );
}
