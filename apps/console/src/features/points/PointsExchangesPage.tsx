import type { ExchangeStatus } from '@lotus/contract/points';
import { useSearchParams } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton, Tabs, TextField } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import * as page from '../../components/page.css.ts';
import { ExchangeEntry } from './ExchangeEntry.tsx';
import { exchangesKey, pointsApi } from './points-api.ts';
import * as styles from './points.css.ts';

const pageSize = 20;
/** The tabs, the queue first. */
const statuses = ['applying', 'approved', 'rejected'] as const satisfies readonly ExchangeStatus[];

/** The exchanges of one status (the waiting ones oldest first), of one member or all, a page at a time. */
function ExchangeList(props: { status: ExchangeStatus; username: string | undefined }) {
  const { status, username } = props;
  const { t } = useT('console');
  const [pageNumber, setPageNumber] = useState(1);
  const exchanges = useQuery({
    queryKey: [...exchangesKey, status, username ?? '', pageNumber],
    queryFn: () =>
      pointsApi.exchanges({
        status,
        ...(username === undefined ? {} : { username }),
        page: pageNumber,
        size: pageSize,
      }),
    placeholderData: keepPreviousData,
    // New exchanges arrive while the queue is worked.
    refetchInterval: status === 'applying' ? 30_000 : false,
  });

  if (exchanges.isPending)
    return (
      <div aria-busy="true" data-testid="points-loading">
        <Skeleton height={180} radius="md" />
      </div>
    );
  if (exchanges.isError)
    return (
      <LoadFailed title={t('console.points.exchanges.loadFailed')} onRetry={() => void exchanges.refetch()} />
    );
  if (exchanges.data.total === 0)
    return username === undefined ? (
      <EmptyState
        headingLevel={3}
        title={t(`console.points.exchanges.empty.${status}`)}
        description={t(
          `console.points.exchanges.emptyHint.${status === 'applying' ? 'applying' : 'decided'}`,
        )}
      />
    ) : (
      <EmptyState
        headingLevel={3}
        title={t('console.points.exchanges.emptyOf', { username })}
        description={t('console.points.exchanges.emptyOfHint')}
      />
    );
  return (
    <div className={page.section}>
      <ul
        className={page.list}
        aria-label={t('console.points.exchanges.list')}
        aria-busy={exchanges.isFetching}
      >
        {exchanges.data.content.map((exchange) => (
          <ExchangeEntry key={exchange.id} exchange={exchange} />
        ))}
      </ul>
      <Pager page={pageNumber} size={pageSize} total={exchanges.data.total} onPage={setPageNumber} />
    </div>
  );
}

/** A member's username to narrow the exchanges to; empty shows everyone's. */
function MemberSearch(props: {
  username: string | undefined;
  onSearch: (username: string | undefined) => void;
}) {
  const { t } = useT('console');
  const [text, setText] = useState(props.username ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    props.onSearch(trimmed === '' ? undefined : trimmed.slice(0, 64));
  };
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={submit}
      aria-label={t('console.points.exchanges.searchLabel')}
    >
      <TextField
        label={t('console.points.exchanges.username')}
        name="username"
        type="search"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={page.actions}>
        <Button type="submit">{t('console.points.exchanges.search')}</Button>
        {props.username !== undefined ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setText('');
              props.onSearch(undefined);
            }}
          >
            {t('console.points.exchanges.showAll')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The points mall's exchanges by status (the waiting queue first), of one member or all: each
 * approved (a cash product pays its value into the member's wallet), rejected with a remark the
 * member reads, or, for an approved gift, marked shipped.
 */
export function PointsExchangesPage() {
  const { t } = useT('console');
  const [params, setParams] = useSearchParams();
  const status = statuses.find((candidate) => candidate === params.get('status')) ?? 'applying';
  const username = params.get('member')?.trim() || undefined;
  const go = (next: { status: ExchangeStatus; username: string | undefined }) =>
    setParams(
      {
        ...(next.status === 'applying' ? {} : { status: next.status }),
        ...(next.username === undefined ? {} : { member: next.username }),
      },
      { replace: true },
    );

  return (
    <div className={page.page} data-testid="points-exchanges-page">
      <PageHeader title={t('console.points.exchanges.title')} lead={t('console.points.exchanges.lead')} />
      <MemberSearch username={username} onSearch={(next) => go({ status, username: next })} />
      {username !== undefined ? (
        <p className={page.muted} aria-live="polite">
          {t('console.points.exchanges.showingOf', { username })}
        </p>
      ) : null}
      <Tabs
        label={t('console.points.exchanges.statuses')}
        selectedId={status}
        onChange={(id) => go({ status: id as ExchangeStatus, username })}
        items={statuses.map((id) => ({
          id,
          label: t(`console.points.exchanges.status.${id}`),
          // A new member or status starts at its first page.
          content: <ExchangeList key={`${id}:${username ?? ''}`} status={id} username={username} />,
        }))}
      />
    </div>
  );
}
