import type { OperatorCampaign } from '@lotus/contract/campaigns';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton, TextField } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Pager } from '../../components/Pager.tsx';
import * as page from '../../components/page.css.ts';
import { formatInstant } from '../../lib/format.ts';
import { prizeWords } from './campaign-words.ts';
import { campaignsApi, drawsKey } from './campaigns-api.ts';
import * as styles from './rewards.css.ts';

const pageSize = 20;

/**
 * A campaign's draws, newest first, of one member or all, a page at a time, under the whole
 * campaign's totals (draws, members, money paid, points given); each draw with its seeds, so a
 * disputed prize can be recomputed once its server seed is revealed.
 */
export function CampaignDraws(props: { campaign: OperatorCampaign }) {
  const { campaign } = props;
  const { t, language } = useT('consoleRewards');
  const [username, setUsername] = useState<string | undefined>(undefined);
  const [text, setText] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const draws = useQuery({
    queryKey: [...drawsKey, campaign.id, username ?? '', pageNumber],
    queryFn: () =>
      campaignsApi.draws(campaign.id, {
        page: pageNumber,
        size: pageSize,
        ...(username === undefined ? {} : { username }),
      }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setUsername(trimmed === '' ? undefined : trimmed.slice(0, 64));
    setPageNumber(1);
  };

  let body;
  if (draws.isPending)
    body = (
      <div aria-busy="true" data-testid="draws-loading">
        <Skeleton height={160} radius="md" />
      </div>
    );
  else if (draws.isError)
    body = (
      <LoadFailed title={t('consoleRewards.campaignDraws.loadFailed')} onRetry={() => void draws.refetch()} />
    );
  else
    body = (
      <>
        <p className={page.muted} data-testid="draw-totals">
          {t('consoleRewards.campaignDraws.totals', {
            draws: formatNumber(draws.data.totals.draws, language),
            members: formatNumber(draws.data.totals.members, language),
            money: formatMoney(draws.data.totals.money, campaign.currency, language),
            points: formatNumber(BigInt(draws.data.totals.points), language),
          })}
        </p>
        {draws.data.total === 0 ? (
          <EmptyState
            headingLevel={3}
            title={
              username === undefined
                ? t('consoleRewards.campaignDraws.empty')
                : t('consoleRewards.campaignDraws.emptyOf', { username })
            }
          />
        ) : (
          <>
            <ul
              className={page.list}
              aria-label={t('consoleRewards.campaignDraws.list')}
              aria-busy={draws.isFetching}
            >
              {draws.data.content.map((draw) => (
                <li key={draw.id} className={page.entry} data-testid="campaign-draw">
                  <dl className={page.facts}>
                    <div>
                      <dt>{t('consoleRewards.campaignDraws.member')}</dt>
                      <dd className={page.mono}>{draw.account}</dd>
                    </div>
                    <div>
                      <dt>{t('consoleRewards.campaignDraws.time')}</dt>
                      <dd>{formatInstant(draw.createdAt, language)}</dd>
                    </div>
                    <div>
                      <dt>{t('consoleRewards.campaignDraws.number')}</dt>
                      <dd>
                        {t('consoleRewards.campaignDraws.numberOf', {
                          n: formatNumber(draw.drawNumber, language),
                          period:
                            draw.periodKey === 'all'
                              ? t('consoleRewards.campaignDraws.periodAll')
                              : draw.periodKey,
                        })}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('consoleRewards.campaignDraws.prize')}</dt>
                      <dd className={page.strong}>{prizeWords(draw.prize, draw.currency, t, language)}</dd>
                    </div>
                  </dl>
                  <p className={`${page.muted} ${page.mono} ${styles.seeds}`}>
                    {t('consoleRewards.campaignDraws.fairnessOf', {
                      hash: draw.serverSeedHash,
                      client: draw.clientSeed,
                      nonce: formatNumber(draw.nonce, language),
                    })}{' '}
                    ·{' '}
                    {draw.serverSeed === null
                      ? t('consoleRewards.campaignDraws.notRevealed')
                      : `${t('consoleRewards.campaignDraws.revealed')}: ${draw.serverSeed}`}
                  </p>
                </li>
              ))}
            </ul>
            <Pager page={pageNumber} size={pageSize} total={draws.data.total} onPage={setPageNumber} />
          </>
        )}
      </>
    );

  return (
    <div className={page.stack}>
      <form
        role="search"
        className={styles.search}
        onSubmit={search}
        aria-label={t('consoleRewards.campaignDraws.searchLabel')}
      >
        <TextField
          label={t('consoleRewards.campaignDraws.username')}
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
          <Button type="submit">{t('consoleRewards.campaignDraws.search')}</Button>
          {username !== undefined ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setText('');
                setUsername(undefined);
                setPageNumber(1);
              }}
            >
              {t('consoleRewards.campaignDraws.showAll')}
            </Button>
          ) : null}
        </div>
      </form>
      {body}
    </div>
  );
}
