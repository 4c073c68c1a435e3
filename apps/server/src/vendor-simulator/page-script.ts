/**
 * The game page's one script (runs after `const play = {…}`, the page's config). It draws only
 * what the round's answer says: the scene the server drew and settled (reels, cards, dice, score),
 * the win the wallet credited, the balance the wallet answered. Motion is skipped when the reader
 * prefers reduced motion. No template literals inside (it is itself one).
 */
export const pageScript = String.raw`(() => {
  const t = play.texts;
  const locale = play.lang === 'vi' ? 'vi-VN' : 'en-US';
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, still ? 0 : ms));
  const $ = (id) => document.getElementById(id);
  const balance = $('balance');
  const result = $('result');
  const button = $('play');
  const pick = $('pick');
  // VND the Vietnamese way: "1.000.000 ₫" (no minor digits).
  const money = (value, currency) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'VND', maximumFractionDigits: 0 }).format(Number(value));
    } catch {
      return Number(value).toLocaleString(locale) + ' ' + (currency || '');
    }
  };
  let currency = 'VND';
  const show = (text, tone) => { result.textContent = text; result.className = 'result ' + (tone || ''); };
  const refusal = (error) => (error && t[error.code]) || t.refused;
  const el = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const chosen = (name) => { const input = document.querySelector('input[name="' + name + '"]:checked'); return input ? input.value : null; };

  // --- drawings -------------------------------------------------------------------------------
  const symbols = ['lotus', 'seven', 'bell', 'cherry', 'lemon', 'plum', 'bar', 'grape'];
  const NS = 'http://www.w3.org/2000/svg';
  const symbol = (name) => {
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('class', 'sym'); svg.setAttribute('viewBox', '0 0 64 64'); svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t.symbols[name] || name);
    const use = document.createElementNS(NS, 'use'); use.setAttribute('href', '#s-' + name); svg.appendChild(use);
    return svg;
  };
  const setCell = (cell, name) => { cell.replaceChildren(symbol(name)); cell.dataset.symbol = name; };
  const rankText = (rank) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[rank] || String(rank);
  const suitText = { S: '\u2660\uFE0E', H: '\u2665\uFE0E', D: '\u2666\uFE0E', C: '\u2663\uFE0E' };
  const suitName = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
  const card = (c, extra) => {
    const node = el('span', 'card' + (c.suit === 'H' || c.suit === 'D' ? ' red' : '') + (extra ? ' ' + extra : ''));
    node.setAttribute('role', 'img');
    node.setAttribute('aria-label', rankText(c.rank) + ' ' + suitName[c.suit]);
    node.append(el('b', '', rankText(c.rank)), el('i', '', suitText[c.suit]));
    return node;
  };
  const backs = (count) => Array.from({ length: count }, () => el('span', 'card back'));
  const pips = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
  const setDie = (die, value) => {
    die.replaceChildren(...Array.from({ length: 9 }, (_, index) => el('i', (pips[value] || []).includes(index) ? 'on' : '')));
    die.setAttribute('aria-label', String(value)); die.setAttribute('role', 'img');
  };
  const mark = (winner, loser) => { if (winner) winner.classList.add('winner'); if (loser) loser.classList.add('loser'); };
  const unmark = () => document.querySelectorAll('.winner,.loser,.win').forEach((node) => node.classList.remove('winner', 'loser', 'win'));
  // Motion only (the blur of spinning reels, which of a wheel's equal segments the pointer stops on):
  // a counter steps through the choices, so nothing on the page draws at random; outcomes are the server's.
  let motionStep = 0;
  const next = (list) => list[(motionStep += 1) % list.length];

  // While the server plays the round: motion only, nothing that looks like an outcome.
  const start = {
    slots() { document.querySelectorAll('.reel').forEach((reel) => reel.classList.add('spinning')); },
    sicbo() { document.querySelectorAll('.die').forEach((die) => die.classList.add('rolling')); },
    lotto() { $('ball-draw').classList.add('rolling'); },
    cockfight() { document.querySelectorAll('.rooster').forEach((rooster) => rooster.classList.add('fighting')); },
  };
  let spinTimer = null;
  const shuffleReels = () => {
    if (still) return;
    spinTimer = setInterval(() => document.querySelectorAll('.reel.spinning .cell').forEach((cell) => setCell(cell, next(symbols))), 90);
  };
  const stopAll = () => {
    if (spinTimer) clearInterval(spinTimer);
    spinTimer = null;
    document.querySelectorAll('.spinning,.rolling,.fighting').forEach((node) => node.classList.remove('spinning', 'rolling', 'fighting'));
  };

  // The round's scene, drawn as it was settled; each returns the words for what came out.
  const draw = {
    async slots(round) {
      const reels = document.querySelectorAll('.reel');
      for (let index = 0; index < reels.length; index += 1) {
        await wait(index === 0 ? 350 : 300);
        const reel = reels[index];
        reel.classList.remove('spinning');
        reel.querySelectorAll('.cell').forEach((cell, row) => setCell(cell, round.scene.reels[index][row]));
      }
      if (spinTimer) clearInterval(spinTimer);
      for (let index = 0; index < round.scene.winning; index += 1) reels[index].querySelector('.cell.line').classList.add('win');
      return t.outcomes[round.outcome] || '';
    },
    async baccarat(round) {
      const player = $('cards-player'); const banker = $('cards-banker');
      player.replaceChildren(); banker.replaceChildren(); $('score-player').textContent = ''; $('score-banker').textContent = '';
      const order = [[player, round.scene.player[0]], [banker, round.scene.banker[0]], [player, round.scene.player[1]], [banker, round.scene.banker[1]]];
      if (round.scene.player[2]) order.push([player, round.scene.player[2]]);
      if (round.scene.banker[2]) order.push([banker, round.scene.banker[2]]);
      for (const [hand, c] of order) { await wait(280); hand.append(card(c)); }
      $('score-player').textContent = String(round.scene.playerPoints);
      $('score-banker').textContent = String(round.scene.bankerPoints);
      if (round.outcome === 'player') mark($('hand-player'), $('hand-banker'));
      if (round.outcome === 'banker') mark($('hand-banker'), $('hand-player'));
      return t.outcomes[round.outcome] + ': ' + t.picks.player + ' ' + round.scene.playerPoints + ' – ' + t.picks.banker + ' ' + round.scene.bankerPoints;
    },
    async 'dragon-tiger'(round) {
      $('cards-dragon').replaceChildren(); $('cards-tiger').replaceChildren();
      await wait(300); $('cards-dragon').append(card(round.scene.dragon));
      await wait(400); $('cards-tiger').append(card(round.scene.tiger));
      if (round.outcome === 'dragon') mark($('hand-dragon'), $('hand-tiger'));
      if (round.outcome === 'tiger') mark($('hand-tiger'), $('hand-dragon'));
      return t.outcomes[round.outcome] + ': ' + t.picks.dragon + ' ' + rankText(round.scene.dragon.rank) + ' – ' + t.picks.tiger + ' ' + rankText(round.scene.tiger.rank);
    },
    async sicbo(round) {
      await wait(700);
      document.querySelectorAll('.die').forEach((die, index) => setDie(die, round.scene.dice[index]));
      const words = t.total + ' ' + round.scene.total + ': ' + t.outcomes[round.outcome];
      $('total').textContent = words;
      return words;
    },
    async roulette(round) {
      const ball = $('ball');
      for (let step = 0; step < 10 && !still; step += 1) { ball.firstChild.textContent = String((step * 17 + 5) % 37); await wait(70); }
      ball.className = 'wheel-ball ' + round.outcome;
      ball.firstChild.textContent = String(round.scene.number);
      return round.scene.number + ' · ' + t.outcomes[round.outcome];
    },
    async 'xoc-dia'(round) {
      const coins = document.querySelectorAll('.coin');
      coins.forEach((coin) => coin.classList.remove('red'));
      await wait(600);
      coins.forEach((coin, index) => coin.classList.toggle('red', round.scene.coins[index]));
      const words = round.scene.reds + ' ' + t.coinsRed + ': ' + t.outcomes[round.outcome];
      $('total').textContent = words;
      return words;
    },
    async sports(round) {
      await wait(600);
      const line = round.scene.home + ' – ' + round.scene.away;
      $('scoreline').textContent = line;
      if (round.outcome === 'home') mark($('team-home'), $('team-away'));
      if (round.outcome === 'away') mark($('team-away'), $('team-home'));
      return t.fullTime + ' ' + line + ': ' + t.outcomes[round.outcome];
    },
    async cockfight(round) {
      await wait(900);
      const fightTime = round.scene.minute + ':' + String(round.scene.second).padStart(2, '0');
      if (round.outcome === 'meron') mark($('rooster-meron'), $('rooster-wala'));
      if (round.outcome === 'wala') mark($('rooster-wala'), $('rooster-meron'));
      const words = t.outcomes[round.outcome] + ' · ' + t.fightTime + ' ' + fightTime;
      $('total').textContent = words;
      return words;
    },
    async fishing(round) {
      await wait(300);
      const fish = document.querySelector('.fish[data-fish="' + round.outcome + '"]');
      if (fish) fish.classList.add('winner');
      return round.outcome === 'miss' ? t.outcomes.miss : t.caught + ' ' + t.outcomes[round.outcome];
    },
    async wheel(round) {
      const wheel = $('wheel');
      const spots = play.wheel.map((name, index) => (name === round.outcome ? index : -1)).filter((index) => index >= 0);
      const index = next(spots);
      const current = Number(wheel.dataset.turn || 0);
      const turn = current + 360 * 4 + ((360 - (index * 30 + 15) - (current % 360)) + 720) % 360;
      wheel.dataset.turn = String(turn);
      wheel.style.transform = 'rotate(' + turn + 'deg)';
      await wait(2700);
      return t.outcomes[round.outcome];
    },
    async cards(round) {
      await wait(500);
      if (round.outcome === 'big-win' || round.outcome === 'win') mark($('hand-you'), $('hand-house'));
      if (round.outcome === 'loss') mark($('hand-house'), $('hand-you'));
      return t.outcomes[round.outcome];
    },
    async lotto(round) {
      await wait(700);
      $('ball-draw').textContent = round.lottery.draw || '—';
      return t.drawn + ' ' + (round.lottery.draw || '—') + ' · ' + t.yourNumber + ' ' + round.lottery.pick;
    },
  };

  // The platform's one rule (netResultOf in @lotus/games): above the stake a win, equal the stake
  // back, below it what came back; a code never reaches the player.
  const worded = (round, said) => {
    const win = BigInt(round.win);
    const staked = BigInt(round.stake);
    const tail = said ? ' (' + said + ')' : '';
    if (win > staked) return { text: t.won + ' ' + money(round.win, currency) + tail, tone: 'good' };
    if (win === staked) return { text: t.push + tail, tone: '' };
    if (win > 0n) return { text: money(round.win, currency) + ' ' + t.returned + tail, tone: '' };
    return { text: t.lost + tail, tone: '' };
  };

  // Sports: the next match on the card (names only; the odds are the card's).
  let match = 0;
  let matchPlayed = false;
  const nextMatch = () => {
    if (!play.sides) return;
    const home = play.sides[match % play.sides.length];
    const away = play.sides[(match + 1 + Math.floor(match / play.sides.length)) % play.sides.length];
    if (match > 0) { $('team-home').textContent = home; $('team-away').textContent = away === home ? play.sides[(match + 2) % play.sides.length] : away; }
    match += 1;
    $('scoreline').textContent = t.vs;
    const kickOff = new Date(Date.now() + 5 * 60 * 1000);
    const time = $('kickoff');
    time.dateTime = kickOff.toISOString();
    time.textContent = kickOff.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' });
  };

  async function post(path, body) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.json();
  }
  const showBalance = (value) => { balance.textContent = money(value, currency); };
  async function loadBalance() {
    try {
      const answer = await post(play.paths.balance, { vendor: play.vendor, player: play.player });
      if (answer.success) { currency = answer.value.currency || currency; showBalance(answer.value.balance); }
      else { balance.textContent = '—'; show(refusal(answer.error), 'bad'); }
    } catch { balance.textContent = '—'; show(t.failed, 'bad'); }
  }
  button.addEventListener('click', async () => {
    button.disabled = true; show(t.playing); unmark();
    // The table and what comes out under it in view (the frame is short on a phone).
    $('stage').scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    if (matchPlayed) { matchPlayed = false; nextMatch(); }
    if (start[play.kind]) start[play.kind]();
    if (play.kind === 'slots') shuffleReels();
    try {
      const bet = { vendor: play.vendor, game: play.game, token: play.token, player: play.player, stake: chosen('stake') };
      const side = chosen('side');
      if (side) bet.pick = side;
      if (pick) bet.pick = pick.value;
      const answer = await post(play.paths.rounds, bet);
      if (!answer.success) { stopAll(); show(refusal(answer.error), 'bad'); return; }
      const round = answer.value;
      if (round.currency) currency = round.currency;
      if (round.status === 'played') {
        const said = await draw[play.kind](round);
        stopAll();
        const words = worded(round, said);
        show(words.text, words.tone);
        document.body.dataset.outcome = round.outcome;
      } else {
        stopAll();
        if (round.status === 'refused') show(refusal({ code: round.code }), 'bad');
        else if (round.status === 'cancelled') show(t.cancelled, 'bad');
        else show(t.failed, 'bad');
      }
      if (round.balance !== null) showBalance(round.balance); else await loadBalance();
      if (play.kind === 'sports' && round.status === 'played') matchPlayed = true;
    } catch { stopAll(); show(t.failed, 'bad'); } finally { button.disabled = false; button.focus({ preventScroll: true }); }
  });
  if (play.kind === 'sicbo') document.querySelectorAll('.die').forEach((die, index) => setDie(die, [3, 5, 6][index]));
  nextMatch();
  loadBalance();
})();`;
