import { randomBytes, randomInt } from 'node:crypto';
import { playSimulatorRound, simulatorBalance } from '@lotus/contract/vendor-simulator';
import { gameTitle, vendorName } from './game-names.ts';
import { picksFor, pickPays, sportsLines, weightedTable } from './kinds.ts';
import type { SimulatorGame, SimulatorGameKind, WeightedKind } from './kinds.ts';
import { pageScript } from './page-script.ts';
import { pageStyle, symbolDefs } from './page-style.ts';
import { matchSides, texts } from './page-texts.ts';
import type { PageLanguage, PageTexts } from './page-texts.ts';
import { lotteryNumberText, lotteryNumbers } from './paytable.ts';

export type { PageLanguage };

export const stakeChoices = [1000n, 5000n, 10000n, 50000n] as const;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** JSON safe inside a <script> element: no `<`, so no `</script>` can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface PagePlay {
  vendor: string;
  game: string;
  token: string;
  player: string;
  lang: PageLanguage;
  theme?: 'dark' | 'light' | undefined;
  table: SimulatorGame;
}

const locale = (lang: PageLanguage) => (lang === 'vi' ? 'vi-VN' : 'en-US');

/** "0,95:1" / "0.95:1": a pay in hundredths of the stake as the odds the player reads (profit : stake). */
function oddsText(pays: number, lang: PageLanguage): string {
  const profit = (pays - 100) / 100;
  return `${profit.toLocaleString(locale(lang), { maximumFractionDigits: 2 })}:1`;
}
/** Decimal odds as a bookmaker shows them: "2,13". */
function decimalOdds(pays: number, lang: PageLanguage): string {
  return (pays / 100).toLocaleString(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
function percent(bp: number, lang: PageLanguage): string {
  return `${(bp / 100).toLocaleString(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
}

const buttonOf = (kind: SimulatorGameKind, t: PageTexts): string =>
  ({
    slots: t.spin,
    wheel: t.spin,
    roulette: t.spin,
    lotto: t.bet,
    sports: t.bet,
    cockfight: t.bet,
    fishing: t.shoot,
    sicbo: t.roll,
    'xoc-dia': t.shake,
    baccarat: t.deal,
    'dragon-tiger': t.deal,
    cards: t.deal,
  })[kind];

const svgUse = (symbol: string, label: string) =>
  `<svg class="sym" viewBox="0 0 64 64" role="img" aria-label="${escapeHtml(label)}"><use href="#s-${symbol}"/></svg>`;

/** What a pick pays, for its label: the bookmaker's odds at sports, else "1:1" style. */
function pickOdds(play: PagePlay, pick: string): string {
  if (play.table.kind === 'sports') {
    const lines = play.table.twoWay ? sportsLines.twoWay : sportsLines.threeWay;
    return decimalOdds(lines.find((line) => line.outcome === pick)?.pays ?? 0, play.lang);
  }
  const pays = pickPays[play.table.kind]?.[pick]?.[pick] ?? 0;
  return oddsText(pays, play.lang);
}

/** The bet spots: one radio per pick, its odds on it. */
function pickSpots(play: PagePlay, t: PageTexts): string {
  const picks = picksFor(play.table);
  if (picks.length === 0) return '';
  const spots = picks
    .map(
      (pick, index) =>
        `<label class="spot spot-${pick}"><input type="radio" name="side" value="${pick}"${index === 0 ? ' checked' : ''}><span class="spot-name">${escapeHtml(t.picks[pick] ?? pick)}</span><span class="spot-odds">${escapeHtml(pickOdds(play, pick))}</span></label>`,
    )
    .join('');
  return `<fieldset class="spots" id="spots"><legend>${escapeHtml(t.yourPick)}</legend>${spots}</fieldset>`;
}

function paytableList(kind: WeightedKind, play: PagePlay, t: PageTexts): string {
  const lines = weightedTable(kind, play.table.rtpBp).filter((line) => line.pays > 0);
  const row = (label: string, pays: number) =>
    `<li><span>${label}</span><b>× ${(pays / 100).toLocaleString(locale(play.lang))}</b></li>`;
  return lines
    .map((line) => {
      if (kind === 'slots') {
        const symbols = line.outcome.split('-');
        const icons = symbols.map((symbol) => svgUse(symbol, t.symbols[symbol] ?? symbol)).join('');
        const note = symbols.length === 1 ? ` <small>${escapeHtml(t.anyCherry)}</small>` : '';
        return row(`${icons}${note}`, line.pays);
      }
      if (kind === 'fishing') {
        return row(
          `${svgUse(`fish-${line.outcome}`, '')} ${escapeHtml(t.outcomes[line.outcome] ?? '')}`,
          line.pays,
        );
      }
      if (kind === 'wheel') {
        // The segments on the wheel are looks: its chances are these.
        return row(`${escapeHtml(t.chance)} ${percent(line.weight, play.lang)}`, line.pays);
      }
      return row(escapeHtml(t.outcomes[line.outcome] ?? line.outcome), line.pays);
    })
    .join('');
}

/** The game's table, drawn for its kind; the script fills it with each round's scene. */
function tableHtml(play: PagePlay, t: PageTexts): string {
  const kind = play.table.kind;
  const rules = (text: string) => `<p class="rules">${escapeHtml(text)}</p>`;
  const rtp = (bp: number) => `<p class="rtp">${escapeHtml(t.rtp)}: ${percent(bp, play.lang)}</p>`;
  const weighted = (name: WeightedKind) => {
    const lines = weightedTable(name, play.table.rtpBp);
    return rtp(lines.reduce((sum, line) => sum + line.weight * line.pays, 0) / 100);
  };
  switch (kind) {
    case 'slots': {
      const reel = (index: number) =>
        `<div class="reel" data-reel="${index}">${['lotus', 'seven', 'bell']
          .map(
            (symbol, row) =>
              `<div class="cell${row === 1 ? ' line' : ''}">${svgUse(symbol, t.symbols[symbol] ?? symbol)}</div>`,
          )
          .join('')}</div>`;
      return `<div class="board slots"><div class="reels" id="reels">${reel(0)}${reel(1)}${reel(2)}<div class="payline" aria-hidden="true"></div></div></div><!--info-->
      <section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escapeHtml(t.paytable)}</h2><p class="rules">${escapeHtml(t.payline)}</p><ul>${paytableList('slots', play, t)}</ul>${weighted('slots')}</section>`;
    }
    case 'baccarat':
      return `<div class="board felt"><div class="hands"><div class="hand" id="hand-player"><h2>${escapeHtml(t.picks.player ?? '')} <span class="score" id="score-player"></span></h2><div class="cards" id="cards-player"><span class="card back"></span><span class="card back"></span></div></div><div class="hand" id="hand-banker"><h2>${escapeHtml(t.picks.banker ?? '')} <span class="score" id="score-banker"></span></h2><div class="cards" id="cards-banker"><span class="card back"></span><span class="card back"></span></div></div></div></div><!--info-->${rules(t.rules.baccarat ?? '')}`;
    case 'dragon-tiger':
      return `<div class="board felt dt"><div class="hands"><div class="hand" id="hand-dragon"><h2>${escapeHtml(t.picks.dragon ?? '')}</h2><div class="cards" id="cards-dragon"><span class="card back"></span></div></div><div class="hand" id="hand-tiger"><h2>${escapeHtml(t.picks.tiger ?? '')}</h2><div class="cards" id="cards-tiger"><span class="card back"></span></div></div></div></div><!--info-->${rules(t.rules['dragon-tiger'] ?? '')}`;
    case 'sicbo':
      return `<div class="board felt"><div class="bowl" id="dice">${[1, 2, 3].map(() => '<span class="die" data-v="0"></span>').join('')}</div><p class="total" id="total"></p></div><!--info-->${rules(t.rules.sicbo ?? '')}`;
    case 'roulette':
      return `<div class="board felt"><div class="wheel-ball" id="ball"><span>?</span></div></div><!--info-->${rules(t.rules.roulette ?? '')}`;
    case 'xoc-dia':
      return `<div class="board felt"><div class="plate" id="coins">${[1, 2, 3, 4].map(() => '<span class="coin"></span>').join('')}</div><p class="total" id="total"></p></div><!--info-->${rules(t.rules['xoc-dia'] ?? '')}`;
    case 'sports': {
      const sides = matchSides[play.table.sport];
      const home = randomInt(0, sides.length);
      const away = (home + randomInt(1, sides.length)) % sides.length;
      return `<div class="board pitch ${play.table.sport}"><div class="match"><p class="kickoff">${escapeHtml(t.kickOff)} <time id="kickoff"></time></p><div class="teams"><span class="team" id="team-home">${escapeHtml(sides[home] ?? '')}</span><span class="scoreline" id="scoreline">${escapeHtml(t.vs)}</span><span class="team" id="team-away">${escapeHtml(sides[away] ?? '')}</span></div></div></div><!--info-->${rules(t.rules.sports ?? '')}`;
    }
    case 'cockfight':
      return `<div class="board pit"><div class="ring"><span class="rooster meron" id="rooster-meron">${svgUse('rooster', t.picks.meron ?? '')}<b>${escapeHtml(t.picks.meron ?? '')}</b></span><span class="rooster wala" id="rooster-wala">${svgUse('rooster', t.picks.wala ?? '')}<b>${escapeHtml(t.picks.wala ?? '')}</b></span></div><p class="total" id="total"></p></div><!--info-->${rules(t.rules.cockfight ?? '')}`;
    case 'fishing':
      return `<div class="board ocean" id="ocean">${[
        'golden-dragon',
        'shark',
        'turtle',
        'clownfish',
        'shrimp',
      ]
        .map(
          (fish) =>
            `<span class="fish fish-${fish}" data-fish="${fish}">${svgUse(`fish-${fish}`, t.outcomes[fish] ?? fish)}</span>`,
        )
        .join('')}</div><!--info-->
      <section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escapeHtml(t.paytable)}</h2>${rules(t.rules.fishing ?? '')}<ul>${paytableList('fishing', play, t)}</ul>${weighted('fishing')}</section>`;
    case 'wheel':
      return `<div class="board wheel-board"><div class="pointer" aria-hidden="true"></div><div class="wheel" id="wheel">${wheelSegments
        .map((segment) => `<span class="seg">${escapeHtml(t.outcomes[segment] ?? '')}</span>`)
        .join('')}</div></div><!--info-->
      <section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escapeHtml(t.paytable)}</h2>${rules(t.rules.wheel ?? '')}<ul>${paytableList('wheel', play, t)}</ul>${weighted('wheel')}</section>`;
    case 'cards':
      return `<div class="board felt"><div class="hands"><div class="hand" id="hand-you"><h2>${escapeHtml(t.you)}</h2><div class="cards"><span class="card back"></span><span class="card back"></span></div></div><div class="hand" id="hand-house"><h2>${escapeHtml(t.house)}</h2><div class="cards"><span class="card back"></span><span class="card back"></span></div></div></div></div><!--info-->
      <section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escapeHtml(t.paytable)}</h2>${rules(t.rules.cards ?? '')}<ul>${paytableList('cards', play, t)}</ul>${weighted('cards')}</section>`;
    case 'lotto':
      return `<div class="board lotto"><span class="ball" id="ball-draw">?</span></div><!--info--><p class="rules">${escapeHtml(t.lottoRules)}</p>`;
  }
}

/** The lottery's own control: the player's number (00–99, or a quick pick). */
function lotteryPicker(t: PageTexts): string {
  const numbers = Array.from({ length: lotteryNumbers }, (_, value) => {
    const text = lotteryNumberText(value);
    return `<option value="${text}">${text}</option>`;
  }).join('');
  return `<label class="pick">${escapeHtml(t.yourNumber)} <select id="pick"><option value="random" selected>${escapeHtml(t.random)}</option>${numbers}</select></label>`;
}

/** The wheel's twelve segments (looks only: the chances are the paytable's). */
export const wheelSegments = [
  'x1',
  'x0',
  'x2',
  'x0',
  'x5',
  'x0',
  'x1',
  'x0',
  'x2',
  'x0',
  'x20',
  'x0',
] as const;

/** The game page and the nonce its one script and one style element carry (for the CSP). */
export function gamePage(play: PagePlay): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  const t = texts[play.lang];
  const kind = play.table.kind;
  const button = buttonOf(kind, t);
  const stakes = stakeChoices
    .map(
      (stake, index) =>
        `<label class="chip"><input type="radio" name="stake" value="${stake}"${index === 0 ? ' checked' : ''}><span>${stake.toLocaleString(locale(play.lang))}</span></label>`,
    )
    .join('');
  const config = {
    vendor: play.vendor,
    game: play.game,
    token: play.token,
    player: play.player,
    lang: play.lang,
    kind,
    sides: kind === 'sports' ? matchSides[play.table.sport] : null,
    wheel: wheelSegments,
    texts: t,
    // The page's backend, as declared.
    paths: { balance: simulatorBalance.path, rounds: playSimulatorRound.path },
  };
  const title = escapeHtml(gameTitle(play.vendor, play.game, play.lang));
  // The table first (with what came out under it), the controls, then its rules or paytable.
  const [board = '', info = ''] = tableHtml(play, t).split('<!--info-->');
  const html = `<!doctype html>
<html lang="${play.lang}"${play.theme ? ` data-theme="${play.theme}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style nonce="${nonce}">${pageStyle}</style>
</head>
<body class="kind-${kind}">
${symbolDefs}
<main>
  <header class="top">
    <div><h1>${title}</h1><p class="note">${escapeHtml(t.vendorNote)} · ${escapeHtml(vendorName(play.vendor))}</p></div>
    <p class="balance">${escapeHtml(t.balance)}: <strong id="balance">${escapeHtml(t.loading)}</strong></p>
  </header>
  <div class="stage" id="stage">
  ${board}
  <p id="result" class="result" role="status" aria-live="polite"></p>
  </div>
  <div class="controls">
  ${pickSpots(play, t)}
  ${kind === 'lotto' ? lotteryPicker(t) : ''}
  <fieldset class="stakes"><legend>${escapeHtml(t.stake)}</legend>${stakes}</fieldset>
  <button id="play" type="button">${escapeHtml(button)}</button>
  </div>
  <div class="info">
  ${info}
  </div>
</main>
<script nonce="${nonce}">
const play = ${scriptJson(config)};
${pageScript}
</script>
</body>
</html>
`;
  return { html, nonce };
}
