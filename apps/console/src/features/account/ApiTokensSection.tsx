import { FormAlert, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Badge, Button, Dialog, EmptyState, Skeleton, TextField, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { OneTimeSecret } from '../../components/OneTimeSecret.tsx';
import * as page from '../../components/page.css.ts';
import type { CreatedOperatorApiToken, OperatorApiToken } from '../../lib/console-api.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { formatInstant } from '../../lib/format.ts';
import * as styles from './AccountPage.css.ts';

const tokensKey = ['console', 'api-tokens'] as const;

/** The operator's API tokens: create one (its secret shown once), revoke one. */
export function ApiTokensSection() {
  const { t, language } = useT('common', 'console', 'validation');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: tokensKey, queryFn: consoleApi.apiTokens });
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedOperatorApiToken | null>(null);
  const [revoking, setRevoking] = useState<OperatorApiToken | null>(null);
  const create = useSubmit<string, CreatedOperatorApiToken, 'name'>({
    send: consoleApi.createApiToken,
    onSuccess: async (token) => {
      setName('');
      setCreated(token);
      await queryClient.invalidateQueries({ queryKey: tokensKey });
    },
    placeOf: (refusal) => (refusal.code === 'error_validation' ? 'name' : 'form'),
  });
  const revoke = useSubmit<OperatorApiToken>({
    send: (token) => consoleApi.revokeApiToken(token.id),
    onSuccess: async (_answer, token) => {
      setRevoking(null);
      show({ tone: 'success', message: t('console.account.revoked', { name: token.name }) });
      await queryClient.invalidateQueries({ queryKey: tokensKey });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (
      !create.check({
        name:
          trimmed === '' ? t('validation.required', { field: t('console.account.tokenName') }) : undefined,
      })
    )
      return;
    create.submit(trimmed);
  };

  let list;
  if (tokens.isPending) list = <Skeleton height={96} radius="md" />;
  else if (tokens.isError)
    list = <LoadFailed title={t('console.account.tokensLoadFailed')} onRetry={() => void tokens.refetch()} />;
  else if (tokens.data.length === 0)
    list = <EmptyState headingLevel={3} title={t('console.account.noTokens')} />;
  else
    list = (
      <ul className={page.list} aria-label={t('console.account.tokens')}>
        {tokens.data.map((token) => (
          <li key={token.id} className={page.entry} data-testid="api-token">
            <div className={styles.tokenRow}>
              <div className={styles.tokenText}>
                <span className={page.strong}>{token.name}</span>
                <span className={page.muted}>
                  {t('console.account.tokenCreatedAt', { time: formatInstant(token.createdAt, language) })}
                  {' · '}
                  {token.lastUsedAt
                    ? t('console.account.tokenLastUsed', { time: formatInstant(token.lastUsedAt, language) })
                    : t('console.account.tokenNeverUsed')}
                </span>
              </div>
              {token.revokedAt ? (
                <Badge tone="neutral">
                  {t('console.account.revokedAt', { time: formatInstant(token.revokedAt, language) })}
                </Badge>
              ) : (
                <Button variant="danger" size="sm" onClick={() => setRevoking(token)}>
                  {t('console.account.revoke')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={page.section} aria-labelledby="tokens-title">
      <h2 id="tokens-title" className={page.sectionTitle}>
        {t('console.account.tokens')}
      </h2>
      <p className={page.muted}>{t('console.account.tokensLead')}</p>
      <form
        className={styles.tokenForm}
        onSubmit={submit}
        noValidate
        data-testid="create-token-form"
        aria-labelledby="tokens-title"
      >
        <TextField
          label={t('console.account.tokenName')}
          name="tokenName"
          autoComplete="off"
          required
          maxLength={64}
          wrapperClassName={styles.tokenName}
          hint={t('console.account.tokenNameHint')}
          value={name}
          error={create.problems.name}
          onChange={(event) => {
            setName(event.target.value);
            create.clear('name');
          }}
        />
        <Button type="submit" loading={create.pending}>
          {t('console.account.createToken')}
        </Button>
      </form>
      <FormAlert message={create.refusal} />
      {list}
      <Dialog
        open={created !== null}
        onClose={() => setCreated(null)}
        title={t('console.account.tokenCreatedTitle', { name: created?.name ?? '' })}
        closeLabel={t('common.close')}
        closeOnBackdropClick={false}
        footer={<Button onClick={() => setCreated(null)}>{t('console.operators.done')}</Button>}
      >
        {created ? (
          <div className={page.stack}>
            <p className={page.muted}>{t('console.account.tokenCreatedBody')}</p>
            <OneTimeSecret
              label={t('console.account.tokenName')}
              value={created.token}
              copyLabel={t('console.account.copyToken')}
              copiedText={t('console.account.tokenCopied')}
              testId="created-token"
            />
          </div>
        ) : null}
      </Dialog>
      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        size="sm"
        title={t('console.account.revokeTitle', { name: revoking?.name ?? '' })}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setRevoking(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={revoke.pending}
              onClick={() => revoking && revoke.submit(revoking)}
            >
              {t('console.account.revoke')}
            </Button>
          </>
        }
      >
        <div className={page.stack}>
          <p className={page.muted}>{t('console.account.revokeBody')}</p>
          <FormAlert message={revoke.refusal} />
        </div>
      </Dialog>
    </section>
  );
}
