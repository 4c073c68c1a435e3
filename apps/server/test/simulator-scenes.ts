import {
  baccaratValue,
  baccaratWinner,
  pickPays,
  redNumbers,
  sportsLines,
  weightedTable,
} from '../src/vendor-simulator/kinds.ts';
import type { Card, SimulatorGame } from '../src/vendor-simulator/kinds.ts';

/**
 * For tests: what a round's scene shows, read by the game's own rules (the points of the cards,
 * the dice's total, the colour of the number, the score), and what that pays on the player's
 * pick. A round is honest when this equals what the simulator settled.
 */
export function readScene(
  game: SimulatorGame,
  round: { scene: Record<string, unknown> | null; side: string | null; outcome: string | null },
): { outcome: string; pays: number } {
  const { side } = round;
  const scene = round.scene ?? {};
  const paysOn = (outcome: string) => pickPays[game.kind]?.[side ?? '']?.[outcome] ?? 0;
  switch (game.kind) {
    case 'slots': {
      const line = (scene.reels as string[][]).map((reel) => reel[1]);
      const [a, b, c] = line;
      let outcome = 'no-win';
      if (a === b && b === c && (a === 'lotus' || a === 'seven' || a === 'bell')) outcome = `${a}-${a}-${a}`;
      else if (a === 'cherry' && b === 'cherry') outcome = 'cherry-cherry';
      else if (a === 'cherry') outcome = 'cherry';
      const winning =
        outcome === 'no-win' ? 0 : outcome === 'cherry' ? 1 : outcome === 'cherry-cherry' ? 2 : 3;
      if (scene.winning !== winning) throw new Error('the highlighted cells are not the winning ones');
      const line2 = weightedTable('slots', game.rtpBp).find((entry) => entry.outcome === outcome);
      return { outcome, pays: line2?.pays ?? 0 };
    }
    case 'fishing':
    case 'wheel':
    case 'cards': {
      const outcome = scene.outcome as string;
      return {
        outcome,
        pays: weightedTable(game.kind, game.rtpBp).find((line) => line.outcome === outcome)?.pays ?? 0,
      };
    }
    case 'baccarat': {
      const player = (scene.player as Card[]).map((card) => baccaratValue(card.rank));
      const banker = (scene.banker as Card[]).map((card) => baccaratValue(card.rank));
      const points = (hand: number[]) => hand.reduce((sum, value) => sum + value, 0) % 10;
      if (scene.playerPoints !== points(player) || scene.bankerPoints !== points(banker)) {
        throw new Error('the points shown are not the cards’');
      }
      const outcome = baccaratWinner(player, banker);
      return { outcome, pays: paysOn(outcome) };
    }
    case 'dragon-tiger': {
      const dragon = (scene.dragon as Card).rank;
      const tiger = (scene.tiger as Card).rank;
      const outcome = dragon > tiger ? 'dragon' : tiger > dragon ? 'tiger' : 'tie';
      return { outcome, pays: paysOn(outcome) };
    }
    case 'sicbo': {
      const dice = scene.dice as number[];
      const total = dice.reduce((sum, value) => sum + value, 0);
      if (scene.total !== total) throw new Error('the total shown is not the dice’s');
      const outcome = new Set(dice).size === 1 ? 'triple' : total >= 11 ? 'big' : 'small';
      return { outcome, pays: paysOn(outcome) };
    }
    case 'roulette': {
      const number = scene.number as number;
      const outcome = number === 0 ? 'green' : redNumbers.has(number) ? 'red' : 'black';
      return { outcome, pays: paysOn(outcome) };
    }
    case 'xoc-dia': {
      const reds = (scene.coins as boolean[]).filter(Boolean).length;
      if (scene.reds !== reds) throw new Error('the red count shown is not the coins’');
      const outcome = reds % 2 === 0 ? 'even' : 'odd';
      return { outcome, pays: paysOn(outcome) };
    }
    case 'sports': {
      const home = scene.home as number;
      const away = scene.away as number;
      const outcome = home > away ? 'home' : away > home ? 'away' : 'draw';
      const lines = game.twoWay ? sportsLines.twoWay : sportsLines.threeWay;
      return {
        outcome,
        pays: side === outcome ? (lines.find((line) => line.outcome === side)?.pays ?? 0) : 0,
      };
    }
    case 'cockfight': {
      // The pit shows the winner the round names (and the fight's time).
      const outcome = round.outcome ?? '';
      if (typeof scene.minute !== 'number' || typeof scene.second !== 'number')
        throw new Error('no fight time');
      return { outcome, pays: paysOn(outcome) };
    }
    case 'lotto':
      throw new Error('the lottery’s scene is its numbers');
  }
}
