import { randomInt } from 'node:crypto';

/** Letters and digits a person cannot confuse: no 0/O, 1/I/l. Answers are checked case-insensitively. */
export const captchaAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const captchaLength = 5;

const width = 150;
const height = 50;
const colours = ['#1f4e79', '#7a1f3d', '#2e6b30', '#6b4a12', '#4b2a7a'];

function pick<T>(items: readonly T[]): T {
  const item = items[randomInt(items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function randomCaptchaAnswer(): string {
  let answer = '';
  for (let index = 0; index < captchaLength; index += 1) answer += pick([...captchaAlphabet]);
  return answer;
}

/**
 * Draws the answer as an SVG: each character placed and rotated at random over noise lines and
 * dots. Meant to stay easy for a person; the answer itself never leaves the server.
 */
export function drawCaptcha(answer: string): string {
  const parts: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    parts.push(
      `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" stroke="${pick(colours)}" stroke-opacity="0.45" stroke-width="${1 + randomInt(2)}"/>`,
    );
  }
  for (let index = 0; index < 40; index += 1) {
    parts.push(
      `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${1 + randomInt(2)}" fill="${pick(colours)}" fill-opacity="0.5"/>`,
    );
  }
  const step = (width - 20) / answer.length;
  for (const [index, character] of [...answer].entries()) {
    const x = Math.round(12 + index * step + randomInt(8));
    const y = 32 + randomInt(10);
    const angle = randomInt(51) - 25;
    const size = 24 + randomInt(6);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana, DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" fill="${pick(colours)}" transform="rotate(${angle} ${x} ${y})">${character}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
