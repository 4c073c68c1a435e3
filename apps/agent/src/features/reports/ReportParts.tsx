import { useRefusalText, useSystemStatus } from '@lotus/app-shell';
import { useSearchParams } from '@lotus/app-shell/routing';
import type { TeamMember } from '@lotus/contract/agents';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton, TextField } from '@lotus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import type { DayRange } from '../overview/index.ts';
import { netLossSign, PeriodPicker, rangeProblem, readPeriod, todayIn } from '../overview/index.ts';
import { findMembers, isOutsideTeam } from './report-queries.ts';
import type { ReportMember } from './report-view.ts';
import { readMember, withPeriod, withValues } from './report-view.ts';
import * as styles from './reports.css.ts';

/**
 * A report's frame: its heading, the period (the overview's picker, in the address) and the
 * report's own filters; the report itself once the days make a range the server reads.
 */
export function ReportFrame(props: {
  testId: string;
  title: string;
  lead: string;
  filters: ReactNode;
  children: (range: DayRange) => ReactNode;
}) {
  const { brand } = useSystemStatus();
  const [params, setParams] = useSearchParams();
  const today = todayIn(brand.timeZone);
  const period = readPeriod(params, today);
  const problem = rangeProblem(period.range);
  return (
    <div className={styles.page} data-testid={props.testId}>
      <header className={styles.header}>
        <h1 className={styles.title}>{props.title}</h1>
        <p className={styles.muted}>{props.lead}</p>
      </header>
      <PeriodPicker
        period={period}
        shown={problem === undefined ? period.range : { from: today, to: today }}
        onPreset={(preset) => setParams(withPeriod(params, preset))}
        onCustom={(range) => setParams(withPeriod(params, range))}
      />
      <div className={styles.filters}>{props.filters}</div>
      {problem === undefined ? props.children(period.range) : null}
    </div>
  );
}

/** The member a report is about, from the address; an id that is none is said at once. */
export function useReportMember(): ReportMember {
  const [params] = useSearchParams();
  return readMember(params);
}

/**
 * The whole team or one member: a username typed and looked up in the team (the team search), a
 * single exact match chosen at once, else the matches to choose from; or the member a link named.
 */
export function MemberFilter() {
  const { t } = useT('agentReports');
  const [params, setParams] = useSearchParams();
  const member = readMember(params);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [matches, setMatches] = useState<readonly TeamMember[]>([]);
  const refusalText = useRefusalText();
  const choose = (chosen: { id: string; account: string } | undefined) => {
    setMatches([]);
    setText('');
    setParams(withValues(params, { memberId: chosen?.id, account: chosen?.account }));
  };
  if (typeof member === 'object') {
    return (
      <div className={styles.chosenMember} data-testid="report-member">
        <span>
          {t('agentReports.member.showing', {
            account: member.account ?? t('agentReports.member.unnamed', { id: member.id }),
          })}
        </span>
        <Button size="sm" variant="secondary" onClick={() => choose(undefined)}>
          {t('agentReports.member.clear')}
        </Button>
      </div>
    );
  }
  const find = async () => {
    const search = text.trim();
    setMatches([]);
    if (!search) {
      setProblem(t('agentReports.member.required'));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const found = await findMembers(search);
      const exact = found.content.find((entry) => entry.account.toLowerCase() === search.toLowerCase());
      if (exact) choose(exact);
      else if (found.content.length === 0) setProblem(t('agentReports.member.none', { search }));
      else setMatches(found.content);
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <form
        className={styles.memberForm}
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <TextField
          wrapperClassName={styles.memberField}
          label={t('agentReports.member.label')}
          placeholder={t('agentReports.member.placeholder')}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('agentReports.member.find')}
        </Button>
      </form>
      {matches.length > 0 ? (
        <div role="group" aria-label={t('agentReports.member.choose')}>
          <p className={styles.muted}>{t('agentReports.member.choose')}</p>
          <ul className={styles.matches}>
            {matches.map((entry) => (
              <li key={entry.id} className={styles.match}>
                <Button size="sm" variant="ghost" onClick={() => choose(entry)}>
                  {entry.account}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A report's answer: the skeleton while the first one loads, a member outside the team, a failure
 * with a retry, else the report (the previous one, quieter, while the next loads).
 */
export function ReportResult<T>(props: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useT('agentReports', 'common');
  const refusalText = useRefusalText();
  const { query } = props;
  if (query.isPending) return <ReportSkeleton />;
  if (query.isError) {
    if (isOutsideTeam(query.error)) return <OutsideTeam />;
    return (
      <EmptyState
        headingLevel={2}
        title={t('agentReports.loadFailed')}
        description={refusalText(query.error)}
        action={
          <Button loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <section
      className={`${styles.section} ${query.isPlaceholderData ? styles.refreshing : ''}`}
      aria-busy={query.isFetching}
    >
      {props.children(query.data)}
    </section>
  );
}

function ReportSkeleton() {
  const { t } = useT('agentReports');
  return (
    <div className={styles.skeleton} role="status" data-testid="report-loading">
      <span className={styles.visuallyHidden}>{t('agentReports.loading')}</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height="3rem" radius="md" />
      ))}
    </div>
  );
}

/** A member in the address that is not in the agent's team (an old or someone else's link). */
export function OutsideTeam() {
  const { t } = useT('agentReports');
  const [params, setParams] = useSearchParams();
  return (
    <EmptyState
      headingLevel={2}
      title={t('agentReports.notFound')}
      description={t('agentReports.notFoundHint')}
      action={
        <Button
          variant="secondary"
          onClick={() => setParams(withValues(params, { memberId: undefined, account: undefined }))}
        >
          {t('agentReports.member.whole')}
        </Button>
      }
    />
  );
}

/** Net loss in its currency, and in words whether the players lost or won: never the colour alone. */
export function NetLoss(props: { value: string; currency: string }) {
  const { t, language } = useT('agentReports');
  const sign = netLossSign(props.value);
  return (
    <span className={`${styles.figure} ${styles.sign[sign]}`}>
      <span>{formatMoney(props.value, props.currency, language)}</span>
      <span className={styles.signWord}>{t(`agentReports.netLossSign.${sign}`)}</span>
    </span>
  );
}

/** Previous and next over a report's pages, in the reports' words. */
export function ReportPager(props: { page: number; size: number; total: number }) {
  const { t } = useT('agentReports');
  const [params, setParams] = useSearchParams();
  return (
    <Pager
      {...props}
      onPage={(page) => setParams(withValues(params, { page }))}
      texts={{
        label: t('agentReports.pager.label'),
        previous: t('agentReports.pager.previous'),
        next: t('agentReports.pager.next'),
        pageOf: (page, pages) => t('agentReports.pager.pageOf', { page, pages }),
      }}
    />
  );
}

/** A cell of figures: on a phone its column's name above it (the header row names it on a desktop). */
export function FigureCell(props: { label: string; children: ReactNode; numeric?: boolean }) {
  return (
    <td className={props.numeric === false ? styles.cell : styles.numericCell}>
      <span className={styles.cellLabel} aria-hidden="true">
        {props.label}
      </span>
      <span>{props.children}</span>
    </td>
  );
}
