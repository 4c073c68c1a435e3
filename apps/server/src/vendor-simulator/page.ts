import { randomBytes } from 'node:crypto';
import { playSimulatorRound, simulatorBalance } from '@lotus/contract/vendor-simulator';
import { lotteryNumberText, lotteryNumbers } from './paytable.ts';
import type { SimulatorGameKind } from './paytable.ts';
import { gameTitle, vendorName } from './game-names.ts';

export type PageLanguage = 'vi' | 'en';

/** The simulator is a third party: its few words are its own, not the platform's dictionaries. */
const texts = {
  en: {
    balance: 'Balance',
    stake: 'Stake',
    spin: 'SPIN',
    deal: 'DEAL',
    bet: 'BET',
    yourNumber: 'Your number',
    random: 'Random',
    drawn: 'Drawn',
    lottoRules:
      'One number from 00 to 99 is drawn. If it is yours, you win 95 × your stake (return to player 95 %).',
    loading: 'Loading…',
    playing: 'Playing…',
    won: 'You won',
    // A payout equal to the stake is the stake back, below it what came back: never "you won".
    push: 'Your stake is returned',
    returned: 'returned',
    lost: 'No win this time',
    outcomes: {
      'lotus-lotus-lotus': 'Lotus · Lotus · Lotus',
      'seven-seven-seven': '7 · 7 · 7',
      'bell-bell-bell': 'Bell · Bell · Bell',
      'cherry-cherry': 'Cherry · Cherry',
      cherry: 'Cherry',
      'no-win': 'No match',
      'player-wins': 'Player wins',
      'banker-wins': 'Banker wins',
    },
    cancelled: 'Round cancelled: the bet was refunded',
    refused: 'Bet refused',
    failed: 'The game server could not be reached. Try again.',
    error_insufficient_funds: 'Not enough balance for this stake',
    error_vendor_token_invalid: 'Your session has ended: reopen the game',
    error_vendor_disabled: 'This game is switched off',
    error_loss_limit_reached: 'Your loss limit is reached',
    error_timed_out: 'You are on a break',
    error_self_excluded: 'You are on a break',
    error_operation_not_allowed: 'This account cannot play for money',
    vendorNote: 'Lotus vendor simulator',
  },
  vi: {
    balance: 'Số dư',
    stake: 'Mức cược',
    spin: 'QUAY',
    deal: 'CHIA BÀI',
    bet: 'ĐẶT CƯỢC',
    yourNumber: 'Số của bạn',
    random: 'Ngẫu nhiên',
    drawn: 'Số về',
    lottoRules:
      'Mỗi lượt quay một số từ 00 đến 99. Nếu trùng số của bạn, bạn thắng 95 × tiền cược (tỷ lệ hoàn trả 95 %).',
    loading: 'Đang tải…',
    playing: 'Đang chơi…',
    won: 'Bạn thắng',
    push: 'Hoàn lại tiền cược',
    returned: 'trả lại',
    lost: 'Lần này không thắng',
    outcomes: {
      'lotus-lotus-lotus': 'Sen · Sen · Sen',
      'seven-seven-seven': '7 · 7 · 7',
      'bell-bell-bell': 'Chuông · Chuông · Chuông',
      'cherry-cherry': 'Anh đào · Anh đào',
      cherry: 'Anh đào',
      'no-win': 'Không trúng',
      'player-wins': 'Nhà Con thắng',
      'banker-wins': 'Nhà Cái thắng',
    },
    cancelled: 'Ván bị huỷ: tiền cược đã được hoàn',
    refused: 'Cược bị từ chối',
    failed: 'Không kết nối được máy chủ trò chơi. Hãy thử lại.',
    error_insufficient_funds: 'Số dư không đủ cho mức cược này',
    error_vendor_token_invalid: 'Phiên chơi đã hết: hãy mở lại trò chơi',
    error_vendor_disabled: 'Trò chơi này đang tắt',
    error_loss_limit_reached: 'Bạn đã đạt giới hạn thua',
    error_timed_out: 'Bạn đang trong thời gian tạm nghỉ',
    error_self_excluded: 'Bạn đang trong thời gian tạm nghỉ',
    error_operation_not_allowed: 'Tài khoản này không thể chơi bằng tiền thật',
    vendorNote: 'Nhà cung cấp mô phỏng Lotus',
  },
} as const;

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
  kind: SimulatorGameKind;
}

/** The lottery's own controls: its rule, stated, and the player's number (00–99, or a quick pick). */
function lotteryControls(t: (typeof texts)[PageLanguage]): string {
  const numbers = Array.from({ length: lotteryNumbers }, (_, value) => {
    const text = lotteryNumberText(value);
    return `<option value="${text}">${text}</option>`;
  }).join('');
  return `<p class="rules">${escapeHtml(t.lottoRules)}</p>
  <label>${escapeHtml(t.yourNumber)} <select id="pick"><option value="random" selected>${escapeHtml(t.random)}</option>${numbers}</select></label>`;
}

const buttonOf = (kind: SimulatorGameKind, t: (typeof texts)[PageLanguage]) =>
  ({ slots: t.spin, live: t.deal, lotto: t.bet })[kind];

/** The game page and the nonce its one script and one style element carry (for the CSP). */
export function gamePage(play: PagePlay): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  const t = texts[play.lang];
  const button = buttonOf(play.kind, t);
  const options = stakeChoices
    .map(
      (stake, index) =>
        `<option value="${stake}"${index === 0 ? ' selected' : ''}>${stake.toLocaleString(play.lang === 'vi' ? 'vi-VN' : 'en-US')}</option>`,
    )
    .join('');
  const config = {
    vendor: play.vendor,
    game: play.game,
    token: play.token,
    player: play.player,
    lang: play.lang,
    texts: t,
    // The page's backend, as declared.
    paths: { balance: simulatorBalance.path, rounds: playSimulatorRound.path },
  };
  const html = `<!doctype html>
<html lang="${play.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(gameTitle(play.vendor, play.game, play.lang))}</title>
<style nonce="${nonce}">
  :root { color-scheme: dark light; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #14161c; color: #f2f3f5; }
  main { width: min(360px, 92vw); padding: 20px; border-radius: 14px; background: #1f222b; text-align: center; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  .note { font-size: .75rem; opacity: .6; margin: 0 0 16px; }
  .rules { font-size: .9rem; margin: 8px 0; }
  .balance { font-size: 1.1rem; margin: 12px 0; }
  .result { min-height: 3em; margin: 12px 0; font-size: 1rem; }
  .result.bad { color: #ff8a80; } .result.good { color: #7ee2a8; }
  label { display: block; margin: 8px 0; }
  select, button { font: inherit; padding: 10px 14px; border-radius: 10px; border: 1px solid #444a5a; background: #2b2f3a; color: inherit; }
  button { width: 100%; margin-top: 8px; background: #d9a13b; color: #14161c; font-weight: 700; border: 0; cursor: pointer; }
  button:disabled { opacity: .5; cursor: wait; }
  button:focus-visible, select:focus-visible { outline: 3px solid #7fb2ff; outline-offset: 2px; }
  @media (prefers-color-scheme: light) { body { background: #eef0f4; color: #14161c; } main { background: #fff; } select { background: #f4f5f8; border-color: #c6cad4; } }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(gameTitle(play.vendor, play.game, play.lang))}</h1>
  <p class="note">${escapeHtml(t.vendorNote)} · ${escapeHtml(vendorName(play.vendor))}</p>
  <p class="balance">${escapeHtml(t.balance)}: <strong id="balance">${escapeHtml(t.loading)}</strong></p>
  ${play.kind === 'lotto' ? lotteryControls(t) : ''}
  <label>${escapeHtml(t.stake)} <select id="stake">${options}</select></label>
  <button id="play" type="button">${escapeHtml(button)}</button>
  <p id="result" class="result" role="status" aria-live="polite"></p>
</main>
<script nonce="${nonce}">
(() => {
  const play = ${scriptJson(config)};
  const t = play.texts;
  const money = (value) => Number(value).toLocaleString(play.lang === 'vi' ? 'vi-VN' : 'en-US');
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const button = document.getElementById('play');
  const stake = document.getElementById('stake');
  const pick = document.getElementById('pick');
  const show = (text, tone) => { result.textContent = text; result.className = 'result ' + (tone || ''); };
  const refusal = (error) => (error && t[error.code]) || t.refused;
  // What came out: the lottery's draw against the player's number, or the table's outcome.
  const drawn = (round) => round.lottery
    ? t.drawn + ' ' + (round.lottery.draw || '—') + ' · ' + t.yourNumber + ' ' + round.lottery.pick
    : (t.outcomes[round.outcome] || '—');
  // The platform's one rule (netResultOf in @lotus/games): above the stake a win, equal the stake
  // back, below it what came back; a code never reaches the player.
  const worded = (round, staked) => {
    const win = BigInt(round.win);
    const stakeUnits = BigInt(staked);
    if (win > stakeUnits) return { text: t.won + ' ' + money(round.win) + ' (' + drawn(round) + ')', tone: 'good' };
    if (win === stakeUnits) return { text: t.push + ' (' + drawn(round) + ')', tone: '' };
    if (win > 0n) return { text: money(round.win) + ' ' + t.returned + ' (' + drawn(round) + ')', tone: '' };
    return { text: t.lost + ' (' + drawn(round) + ')', tone: '' };
  };
  async function post(path, body) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.json();
  }
  async function loadBalance() {
    try {
      const answer = await post(play.paths.balance, { vendor: play.vendor, player: play.player });
      if (answer.success) balance.textContent = money(answer.value.balance) + ' ' + answer.value.currency;
      else { balance.textContent = '—'; show(refusal(answer.error), 'bad'); }
    } catch { balance.textContent = '—'; show(t.failed, 'bad'); }
  }
  button.addEventListener('click', async () => {
    button.disabled = true; show(t.playing);
    try {
      const bet = { vendor: play.vendor, game: play.game, token: play.token, player: play.player, stake: stake.value };
      if (pick) bet.pick = pick.value;
      const answer = await post(play.paths.rounds, bet);
      if (!answer.success) { show(refusal(answer.error), 'bad'); return; }
      const round = answer.value;
      if (round.balance !== null) balance.textContent = money(round.balance) + ' ' + (round.currency || '');
      if (round.status === 'played') { const said = worded(round, bet.stake); show(said.text, said.tone); }
      else if (round.status === 'refused') show(refusal({ code: round.code }), 'bad');
      else if (round.status === 'cancelled') show(t.cancelled, 'bad');
      else show(t.failed, 'bad');
      if (round.balance === null) await loadBalance();
    } catch { show(t.failed, 'bad'); } finally { button.disabled = false; button.focus(); }
  });
  loadBalance();
})();
</script>
</body>
</html>
`;
  return { html, nonce };
}
