/**
 * The game page's one style element and its drawings (inline SVG symbols: no image requests, no
 * emoji). Dark by default, light when the member site says so (data-theme) or, without a word
 * from it, when the reader's system prefers light.
 */
const wheelRotations = Array.from(
  { length: 12 },
  (_, index) =>
    `.seg:nth-child(${index + 1}){transform:rotate(${index * 30 + 15}deg) translateY(calc(var(--wheel) * -.34))}`,
).join('');

const light = `--bg:#eef0f4;--panel:#ffffff;--panel2:#f4f5f8;--text:#14161c;--muted:#525a6b;--line:#c6cad4;
  --good:#17763f;--bad:#b3261e;--felt:#1d7a4f;--felt2:#13603c;--ocean:#3d9bd6;--ocean2:#1c6ea8;--pit:#c9a26b;--pit2:#a57b45;`;

export const pageStyle = `
:root{color-scheme:dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
  --bg:#12141a;--panel:#1c1f28;--panel2:#262a35;--text:#f2f3f5;--muted:#a7adbb;--line:#3a4050;
  --accent:#e3a83c;--ink:#16130c;--good:#72e0a0;--bad:#ff8f85;--felt:#145c3c;--felt2:#0b3d27;
  --ocean:#1b5f8f;--ocean2:#0c3352;--pit:#7a5a35;--pit2:#4d3820;--focus:#7fb2ff}
@media (prefers-color-scheme:light){:root:not([data-theme=dark]){color-scheme:light;${light}}}
:root[data-theme=light]{color-scheme:light;${light}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font-size:15px;line-height:1.4}
main{max-width:1040px;margin:0 auto;padding:12px;display:grid;gap:12px}
@media (min-width:820px){main{grid-template-columns:minmax(0,1.5fr) minmax(280px,1fr);padding:20px;gap:16px 20px}
  .top{grid-column:1/-1}.stage{grid-column:1;grid-row:2}.controls{grid-column:2;grid-row:2/4}.info{grid-column:1;grid-row:3}}
.top{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:4px 16px}
h1{font-size:1.25rem;margin:0}
h2{font-size:1rem;margin:0 0 6px}
.note{font-size:.75rem;color:var(--muted);margin:2px 0 0}
.balance{margin:0;font-size:1rem}
.balance strong{font-variant-numeric:tabular-nums}
.stage,.controls,.info{display:grid;gap:12px;align-content:start}
.stakes{display:grid;grid-template-columns:repeat(4,1fr)}
.stakes legend{grid-column:1/-1}
.board{border-radius:16px;padding:16px;min-height:180px;display:grid;place-items:center;position:relative;overflow:hidden;
  box-shadow:inset 0 0 0 2px rgba(0,0,0,.25)}
.rules,.rtp{font-size:.85rem;color:var(--muted);margin:0}
.paytable{background:var(--panel);border-radius:12px;padding:12px}
.paytable ul{list-style:none;margin:6px 0;padding:0;display:grid;gap:4px}
.paytable li{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:4px 6px;border-radius:8px;background:var(--panel2)}
.paytable li span{display:flex;align-items:center;gap:2px}
.paytable .sym{width:26px;height:26px}
.paytable small{color:var(--muted)}
fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
legend{font-size:.85rem;color:var(--muted);margin-bottom:6px;padding:0}
input[type=radio]{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.chip span{display:grid;place-items:center;height:44px;padding:0 6px;border-radius:22px;border:2px dashed var(--line);
  background:var(--panel2);font-weight:600;font-variant-numeric:tabular-nums;cursor:pointer}
.chip input:checked+span{border-style:solid;border-color:var(--accent);background:var(--accent);color:var(--ink)}
.spots{display:grid;grid-template-columns:repeat(auto-fit,minmax(92px,1fr))}
.spot{display:grid;gap:2px;text-align:center;padding:10px 6px;border-radius:12px;border:2px solid var(--line);background:var(--panel);cursor:pointer}
.spot:has(input:checked){border-color:var(--accent);box-shadow:0 0 0 2px var(--accent) inset}
.spot-name{font-weight:700}
.spot-odds{font-size:.85rem;color:var(--muted);font-variant-numeric:tabular-nums}
.spot-player .spot-name,.spot-dragon .spot-name,.spot-meron .spot-name,.spot-red .spot-name{color:#e5534b}
.spot-banker .spot-name,.spot-tiger .spot-name,.spot-wala .spot-name{color:#4f8ff7}
.spot-tie .spot-name,.spot-green .spot-name,.spot-draw .spot-name{color:var(--good)}
input:focus-visible+span,.spot:has(input:focus-visible),button:focus-visible,select:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
select,button{font:inherit;padding:10px 14px;border-radius:10px;border:1px solid var(--line);background:var(--panel2);color:inherit}
#play{width:100%;min-height:52px;background:linear-gradient(#f0bd55,#d2922a);color:var(--ink);font-weight:800;font-size:1.1rem;letter-spacing:.04em;border:0;cursor:pointer}
#play:disabled{opacity:.55;cursor:wait}
.result{min-height:2.8em;margin:0;font-size:1rem;font-weight:600}
.result.bad{color:var(--bad)}.result.good{color:var(--good)}
.pick{display:flex;align-items:center;gap:8px}
/* slots */
.slots{background:linear-gradient(160deg,#5b1a6e,#2a0d3c);padding:14px}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;position:relative;width:min(100%,420px)}
.reel{background:linear-gradient(#fff,#ece6f3 50%,#fff);border-radius:10px;display:grid;grid-template-rows:repeat(3,1fr);overflow:hidden;box-shadow:inset 0 6px 10px rgba(0,0,0,.25),inset 0 -6px 10px rgba(0,0,0,.25)}
.cell{display:grid;place-items:center;height:clamp(60px,18vw,92px)}
.cell .sym{width:80%;height:80%}
.reel.spinning .cell{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-30%);filter:blur(1.5px)}100%{transform:translateY(30%);filter:blur(1.5px)}}
.payline{position:absolute;left:-6px;right:-6px;top:50%;height:3px;margin-top:-1px;background:#f5c04a;opacity:.55;pointer-events:none}
.cell.win{background:radial-gradient(circle,#fff3c4,#f5c04a);animation:glow 1s ease-in-out 3}
@keyframes glow{50%{filter:brightness(1.2);transform:scale(1.06)}}
/* card tables */
.felt{background:radial-gradient(ellipse at 50% 30%,var(--felt),var(--felt2));color:#fff}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:12px;width:100%}
.hand{display:grid;justify-items:center;gap:8px;padding:10px;border-radius:12px;border:2px solid rgba(255,255,255,.25)}
.hand h2{margin:0;font-size:1rem}
.hand.winner{border-color:#f5c04a;box-shadow:0 0 18px rgba(245,192,74,.6)}
.hand.loser{opacity:.65}
.score{display:inline-grid;place-items:center;min-width:1.8em;border-radius:1em;background:rgba(0,0,0,.35)}
.cards{display:flex;gap:6px;min-height:74px;flex-wrap:wrap;justify-content:center}
.card{width:50px;height:72px;border-radius:7px;background:#fff;color:#1a1a1a;display:grid;place-items:center;grid-template-rows:1fr 1fr;font-weight:800;box-shadow:0 2px 6px rgba(0,0,0,.4);animation:deal .35s ease-out both}
.card b{font-size:1.2rem;align-self:end}.card i{font-style:normal;font-size:1.3rem;align-self:start}
.card.red{color:#c62828}
.card.back{background:repeating-linear-gradient(45deg,#8b1e2d 0 6px,#a8323f 6px 12px);border:3px solid #fff;animation:none}
@keyframes deal{from{transform:translateY(-40px) rotateY(90deg);opacity:0}to{transform:none;opacity:1}}
.bowl,.plate{display:flex;gap:12px;padding:18px;border-radius:50%;background:radial-gradient(circle,#f7f1e3,#d8c9a6);box-shadow:0 6px 16px rgba(0,0,0,.45)}
.die{width:46px;height:46px;border-radius:9px;background:#fff;display:grid;grid-template:repeat(3,1fr)/repeat(3,1fr);padding:5px;box-shadow:0 2px 4px rgba(0,0,0,.4)}
.die i{width:8px;height:8px;border-radius:50%;background:#b71c1c;place-self:center;visibility:hidden}
.die i.on{visibility:visible}
.die.rolling{animation:shake .15s linear infinite}
@keyframes shake{50%{transform:rotate(12deg) translateY(-3px)}}
.coin{width:40px;height:40px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#fff,#cfcfcf);border:3px solid #999}
.coin.red{background:radial-gradient(circle at 35% 35%,#ff8a80,#c62828);border-color:#8e1b1b}
.total{margin:10px 0 0;font-weight:700;font-size:1.05rem;min-height:1.4em;text-align:center}
.wheel-ball{width:120px;height:120px;border-radius:50%;display:grid;place-items:center;font-size:2.6rem;font-weight:800;color:#fff;
  background:#2b2b2b;border:10px solid #b8862b;box-shadow:0 0 0 6px #5b3a12,0 8px 18px rgba(0,0,0,.5)}
.wheel-ball.red{background:#c62828}.wheel-ball.black{background:#1d1d1d}.wheel-ball.green{background:#1b7f3b}
/* sports */
.pitch{background:repeating-linear-gradient(90deg,#2e8b47 0 40px,#287d3f 40px 80px);color:#fff}
.pitch.basketball{background:linear-gradient(#c9803f,#a9652b)}
.pitch.tennis{background:linear-gradient(#2d6fb5,#1f568f)}
.pitch.esports{background:linear-gradient(135deg,#2b1856,#101a3f)}
.match{background:rgba(0,0,0,.55);border-radius:14px;padding:14px;width:100%;text-align:center}
.kickoff{margin:0 0 8px;font-size:.85rem;opacity:.85}
.teams{display:grid;grid-template-columns:1fr auto 1fr;gap:10px;align-items:center;font-weight:700}
.team{padding:8px;border-radius:10px;background:rgba(255,255,255,.12)}
.team.winner{background:#f5c04a;color:#1a1a1a}
.scoreline{font-size:1.6rem;font-variant-numeric:tabular-nums;min-width:3ch}
/* cockfight */
.pit{background:radial-gradient(circle,var(--pit),var(--pit2));color:#fff}
.ring{display:flex;justify-content:space-around;align-items:center;width:100%;padding:18px;border-radius:50%;border:6px solid rgba(255,255,255,.35)}
.rooster{display:grid;justify-items:center;gap:4px;transition:transform .3s,opacity .3s}
.rooster .sym{width:clamp(72px,22vw,110px);height:clamp(72px,22vw,110px)}
.rooster.wala .sym{transform:scaleX(-1)}
.rooster.meron .sym{fill:#c62828;color:#4a0d0d}
.rooster.wala .sym{fill:#1e5fb8;color:#0b2c5c}
.rooster.fighting{animation:peck .25s ease-in-out infinite alternate}
@keyframes peck{to{transform:translateY(-8px) rotate(-6deg)}}
.rooster.winner{transform:scale(1.12);filter:drop-shadow(0 0 10px #f5c04a)}
.rooster.loser{opacity:.45}
/* fishing */
.ocean{background:linear-gradient(var(--ocean),var(--ocean2));display:flex;flex-wrap:wrap;justify-content:space-around;gap:10px}
.fish .sym{width:clamp(56px,14vw,110px);height:clamp(42px,10vw,82px)}
.fish{animation:swim 3s ease-in-out infinite alternate;border-radius:50%;padding:4px}
.fish:nth-child(2n){animation-duration:4s}
@keyframes swim{to{transform:translateX(12px) translateY(-6px)}}
.fish.winner{background:radial-gradient(circle,rgba(255,236,150,.9),transparent 70%);transform:scale(1.25)}
.paytable .fish-sym,.paytable li .sym{flex:none}
/* wheel */
.wheel-board{background:radial-gradient(circle,#3a2466,#180e30)}
.wheel{--wheel:min(260px,70vw);width:var(--wheel);aspect-ratio:1;border-radius:50%;position:relative;border:8px solid #f5c04a;
  background:conic-gradient(#e5534b 0 30deg,#2d3a8c 0 60deg,#f0a93b 0 90deg,#2d3a8c 0 120deg,#7b3fc4 0 150deg,#2d3a8c 0 180deg,#e5534b 0 210deg,#2d3a8c 0 240deg,#f0a93b 0 270deg,#2d3a8c 0 300deg,#19a06a 0 330deg,#2d3a8c 0 360deg);
  transition:transform 2.6s cubic-bezier(.15,.7,.2,1)}
.seg{position:absolute;left:50%;top:50%;width:56px;margin:-10px 0 0 -28px;text-align:center;color:#fff;font-weight:800;font-size:.85rem;transform-origin:50% 50%}
${wheelRotations}
.pointer{position:absolute;top:6px;left:50%;margin-left:-12px;border:12px solid transparent;border-top:22px solid #fff;z-index:1}
/* lottery */
.lotto{background:radial-gradient(circle,#c0392b,#6d1414)}
.ball{width:110px;height:110px;border-radius:50%;display:grid;place-items:center;font-size:2.6rem;font-weight:800;color:#1a1a1a;
  background:radial-gradient(circle at 35% 30%,#fff,#f3e3a2 60%,#d4a72c)}
.ball.rolling{animation:shake .15s linear infinite}
.sym{display:block}
.defs{position:absolute;overflow:hidden}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;

/** The drawings the page uses (by <use href="#s-…">). */
export const symbolDefs = `<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>
<symbol id="s-lotus" viewBox="0 0 64 64"><g fill="#ec5f9a" stroke="#a3245d" stroke-width="1.5"><ellipse cx="32" cy="30" rx="7" ry="18"/><ellipse cx="32" cy="30" rx="7" ry="18" transform="rotate(-35 32 46)"/><ellipse cx="32" cy="30" rx="7" ry="18" transform="rotate(35 32 46)"/><ellipse cx="32" cy="34" rx="6" ry="15" transform="rotate(-70 32 48)" fill="#f58cb8"/><ellipse cx="32" cy="34" rx="6" ry="15" transform="rotate(70 32 48)" fill="#f58cb8"/></g><path d="M14 52q18 8 36 0" stroke="#2e8b57" stroke-width="4" fill="none" stroke-linecap="round"/></symbol>
<symbol id="s-seven" viewBox="0 0 64 64"><path d="M14 10h38l-20 46h-12l17-36h-23z" fill="#e53935" stroke="#7f0000" stroke-width="3" stroke-linejoin="round"/></symbol>
<symbol id="s-bell" viewBox="0 0 64 64"><path d="M32 8c-12 0-16 10-16 22v10l-6 8h44l-6-8v-10c0-12-4-22-16-22z" fill="#f5c04a" stroke="#a1700c" stroke-width="3" stroke-linejoin="round"/><circle cx="32" cy="52" r="5" fill="#a1700c"/></symbol>
<symbol id="s-cherry" viewBox="0 0 64 64"><path d="M22 40c4-14 10-24 22-30M42 42c0-12 0-22 2-32" stroke="#2e7d32" stroke-width="3" fill="none"/><path d="M44 10q10 2 12 8q-10 0-12-8z" fill="#43a047"/><circle cx="21" cy="44" r="11" fill="#d81b3c" stroke="#7b0c1f" stroke-width="2"/><circle cx="43" cy="46" r="11" fill="#d81b3c" stroke="#7b0c1f" stroke-width="2"/><circle cx="17" cy="40" r="3" fill="#ff8fa3"/></symbol>
<symbol id="s-lemon" viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="22" ry="16" fill="#fbe34b" stroke="#b59b0c" stroke-width="2.5"/><ellipse cx="24" cy="28" rx="6" ry="3" fill="#fff6b0"/></symbol>
<symbol id="s-plum" viewBox="0 0 64 64"><circle cx="32" cy="36" r="20" fill="#7b3fc4" stroke="#3e1a6e" stroke-width="2.5"/><path d="M32 16q2-8 8-10" stroke="#4e342e" stroke-width="3" fill="none"/><ellipse cx="25" cy="29" rx="5" ry="3" fill="#b58ae6"/></symbol>
<symbol id="s-bar" viewBox="0 0 64 64"><rect x="6" y="20" width="52" height="24" rx="5" fill="#263238" stroke="#f5c04a" stroke-width="3"/><text x="32" y="38" text-anchor="middle" font-family="Arial,sans-serif" font-weight="900" font-size="16" fill="#f5c04a">BAR</text></symbol>
<symbol id="s-grape" viewBox="0 0 64 64"><g fill="#5e35b1" stroke="#311b92" stroke-width="1.5"><circle cx="24" cy="24" r="8"/><circle cx="40" cy="24" r="8"/><circle cx="32" cy="34" r="8"/><circle cx="20" cy="38" r="7"/><circle cx="44" cy="38" r="7"/><circle cx="32" cy="48" r="7"/></g><path d="M32 16v-8" stroke="#2e7d32" stroke-width="3"/></symbol>
<symbol id="s-rooster" viewBox="0 0 64 64"><path d="M10 26q-6 14 6 22q-2-10 6-14z" fill="currentColor"/><path d="M8 20q4 18 14 22q-6-12 0-18z" fill="currentColor"/><ellipse cx="30" cy="38" rx="16" ry="13" /><path d="M38 30q4-14 12-14q6 2 4 10q-4 8-12 10z" /><circle cx="50" cy="20" r="2" fill="#fff"/><circle cx="50.5" cy="20" r="1" fill="#000"/><path d="M55 22l8 3l-8 2z" fill="#f5c04a"/><path d="M44 13q2-6 5-3q2-5 5-1q3-3 4 2q-6 0-14 2z" fill="#d32f2f"/><path d="M52 27q2 5-2 6q-2-3 2-6z" fill="#d32f2f"/><path d="M26 50v10m-3 0h7M34 50v10m-3 0h7" stroke="#e0a030" stroke-width="3" stroke-linecap="round"/><path d="M22 36q8 6 16 0" stroke="rgba(0,0,0,.3)" stroke-width="2" fill="none"/></symbol>
<symbol id="s-fish-golden-dragon" viewBox="0 0 64 64"><path d="M4 32q14-20 36-10q10-8 20-4q-6 6-4 14q-2 8 4 14q-10 4-20-4q-22 10-36-10z" fill="#f5c04a" stroke="#a1700c" stroke-width="2"/><path d="M40 22q4-10 12-12M44 20q6-4 10-2" stroke="#d84315" stroke-width="2" fill="none"/><circle cx="14" cy="29" r="2.5" fill="#000"/><path d="M20 26q4 6 0 12M28 24q4 8 0 16" stroke="#a1700c" stroke-width="1.5" fill="none"/></symbol>
<symbol id="s-fish-shark" viewBox="0 0 64 64"><path d="M4 34q18-14 42-8l6-12l2 14l8-6l-2 12l2 12l-8-6q-26 10-50-6z" fill="#90a4ae" stroke="#455a64" stroke-width="2"/><path d="M6 36q18 6 36 2" fill="#eceff1"/><circle cx="14" cy="31" r="2" fill="#000"/><path d="M10 38l4 2l4-2l4 2" stroke="#fff" stroke-width="1.5" fill="none"/></symbol>
<symbol id="s-fish-turtle" viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="18" ry="13" fill="#558b2f" stroke="#33691e" stroke-width="2"/><path d="M24 28l8-6l8 6l-2 10h-12z" fill="#7cb342"/><circle cx="54" cy="32" r="6" fill="#8bc34a"/><circle cx="56" cy="30" r="1.5" fill="#000"/><ellipse cx="18" cy="46" rx="6" ry="3" fill="#8bc34a"/><ellipse cx="44" cy="47" rx="6" ry="3" fill="#8bc34a"/><ellipse cx="20" cy="22" rx="6" ry="3" fill="#8bc34a"/><ellipse cx="44" cy="21" rx="6" ry="3" fill="#8bc34a"/></symbol>
<symbol id="s-fish-clownfish" viewBox="0 0 64 64"><path d="M8 32q16-16 36-4l12-8v24l-12-8q-20 12-36-4z" fill="#ff7a1a" stroke="#222" stroke-width="2"/><path d="M22 20q4 12 0 24M34 24q3 8 0 16" stroke="#fff" stroke-width="5" fill="none"/><circle cx="15" cy="30" r="2" fill="#000"/></symbol>
<symbol id="s-fish-shrimp" viewBox="0 0 64 64"><path d="M50 20q-24-8-36 10q-4 12 8 18q6 2 10-2q-10-2-8-10q4-10 24-10z" fill="#ff8a65" stroke="#bf360c" stroke-width="2"/><path d="M50 20l10-8M50 20l12 0" stroke="#bf360c" stroke-width="1.5"/><circle cx="46" cy="22" r="1.6" fill="#000"/><path d="M22 48l-6 8l8-2z" fill="#ff8a65"/></symbol>
</defs></svg>`;
