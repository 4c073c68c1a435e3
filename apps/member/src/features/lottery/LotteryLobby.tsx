import { useT } from '@lotus/i18n';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@lotus/app-shell/routing';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { lobbyStyles } from '../lobby/index.ts';
import { LotteryGames } from './LotteryGames.tsx';
import type { LotteryPageKind } from './lottery-pages.ts';
import { useLotteryGames } from './lottery-queries.ts';
import { houseLotteryCodeOf } from './house/house-codes.ts';
import { HouseLottery } from './house/HouseLottery.tsx';
import { LotteryPlay } from './LotteryPlay.tsx';
import * as styles from './lottery.css.ts';

/**
 * A lottery page: its lotteries to choose from and, once the address names one, that lottery in
 * the game frame. Choosing puts the game in the address (so a reload or a shared link opens it);
 * choosing the game already at that address does nothing: no navigation, no new launch.
 */
export function LotteryLobby(props: { page: LotteryPageKind }) {
  const { t } = useT();
  const { page } = props;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const protect = useProtectedAction();
  const games = useLotteryGames();
  const listed = games.data?.content.filter(page.lists) ?? [];
  const code = page.codeOf(params);

  const select = useCallback(
    (game: LobbyGame) =>
      protect(() => {
        const address = page.addressOf(game);
        if (address !== `${location.pathname}${location.search}`) void navigate(address);
      }),
    [protect, page, location, navigate],
  );
  const gameList = (
    <LotteryGames query={games} games={listed} page={page} selected={code} onSelect={select} />
  );

  if (code === null) {
    return (
      <section className={lobbyStyles.page} aria-labelledby="lottery-title">
        <h1 id="lottery-title" className={lobbyStyles.title}>
          {t(page.titleKey)}
        </h1>
        <p className={styles.intro}>{t(page.introKey)}</p>
        {gameList}
      </section>
    );
  }
  const house = houseLotteryCodeOf(code);
  return (
    <section className={lobbyStyles.page} aria-label={t(page.titleKey)}>
      {gameList}
      {house !== null ? (
        // The house's own games play on our screen: the draws and the bet slip, no vendor frame.
        <HouseLottery key={house} code={house} name={listed.find((game) => game.code === code)?.name} />
      ) : (
        <LotteryPlay
          key={code}
          code={code}
          name={listed.find((game) => game.code === code)?.name}
          onBack={() => void navigate(page.path)}
        />
      )}
    </section>
  );
}
