import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { TeamMember } from '@lotus/contract/agents';
import { formatDate, formatDateTime, formatMoney, formatNumber, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge } from '@lotus/ui';
import type { ReactNode } from 'react';
import { teamAddress } from './team-view.ts';
import * as styles from './team.css.ts';

const statusTones: Record<TeamMember['status'], BadgeTone> = {
  active: 'success',
  locked: 'warning',
  closed: 'neutral',
};

/** The figures of a row after its account, in order; figures line up at their end on a desktop. */
const figureColumns = [
  { name: 'level', kind: 'figure' },
  { name: 'upline', kind: 'text' },
  { name: 'direct', kind: 'figure' },
  { name: 'teamSize', kind: 'figure' },
  { name: 'balance', kind: 'figure' },
  { name: 'status', kind: 'text' },
  { name: 'lastLogin', kind: 'date' },
  { name: 'registered', kind: 'date' },
] as const;
type FigureColumn = (typeof figureColumns)[number]['name'];

const headClass = { figure: styles.numericHead, text: styles.headCell, date: styles.headCell } as const;
const cellClass = { figure: styles.numericCell, text: styles.cell, date: styles.dateCell } as const;

/**
 * One page of the team: a table on a desktop, a card a member on a phone (every figure under its
 * column's name there). A member with members below it opens its own team: its account is the link.
 */
export function TeamTable(props: { members: readonly TeamMember[]; caption: string }) {
  const { t } = useT('agentTeam');
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table} data-testid="team-table">
        <caption className={styles.visuallyHidden}>{props.caption}</caption>
        <thead>
          <tr className={styles.headRow}>
            <th scope="col" className={styles.headCell}>
              {t('agentTeam.columns.account')}
            </th>
            {figureColumns.map((column) => (
              <th key={column.name} scope="col" className={headClass[column.kind]}>
                {t(`agentTeam.columns.${column.name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {props.members.map((member) => (
            <TeamRow key={member.id} member={member} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TeamRow(props: { member: TeamMember }) {
  const { t, language } = useT('agentTeam');
  const { brand } = useSystemStatus();
  const clock = { language, timeZone: brand.timeZone };
  const { member } = props;
  const figures: Record<FigureColumn, ReactNode> = {
    level: member.level,
    upline: member.uplineAccount,
    direct: formatNumber(member.directCount, language),
    teamSize: formatNumber(member.teamSize, language),
    balance: formatMoney(member.balance, member.currency, language),
    status: <Badge tone={statusTones[member.status]}>{t(`agentTeam.status.${member.status}`)}</Badge>,
    lastLogin: member.lastLoginAt ? formatDateTime(member.lastLoginAt, clock) : t('agentTeam.neverLoggedIn'),
    registered: formatDate(member.registeredAt, clock),
  };
  return (
    <tr className={styles.row} data-testid="team-member">
      <th scope="row" className={styles.accountCell}>
        <span className={styles.account}>
          {member.directCount > 0 ? (
            <Link
              to={teamAddress({ parentId: member.id })}
              className={styles.link}
              aria-label={t('agentTeam.openTeam', { account: member.account })}
            >
              {member.account}
            </Link>
          ) : (
            member.account
          )}
          {member.type !== 0 && <Badge tone="primary">{t('agentTeam.agent')}</Badge>}
        </span>
        {member.nickname && <span className={styles.nickname}>{member.nickname}</span>}
      </th>
      {figureColumns.map((column) => (
        <td key={column.name} className={cellClass[column.kind]}>
          {/* The header row names the column on a desktop; a phone's card shows the name here. */}
          <span className={styles.cellLabel} aria-hidden="true">
            {t(`agentTeam.columns.${column.name}`)}
          </span>
          <span>{figures[column.name]}</span>
        </td>
      ))}
    </tr>
  );
}
