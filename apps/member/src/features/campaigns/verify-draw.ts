import type { Prize } from '@lotus/contract/campaigns';
import { campaignPrizeIndex } from '@lotus/contract/campaigns';
import { fairFloats, hashServerSeed } from '@lotus/games';
import { prizesOfParam } from './campaign-format.ts';

/** The verifier's form, as text (the link's names). */
export interface DrawVerifyForm {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  prizes: string;
}

export type DrawVerification =
  | { state: 'incomplete' }
  | { state: 'invalid'; serverSeedHash: string; reason: string }
  | { state: 'verified'; serverSeedHash: string; float: number; index: number; prize: Prize };

/**
 * Recomputes a campaign draw from its seeds, as the server drew it (decision 0025): the first fair
 * float of (server seed, client seed, nonce), then the prize table's line it falls on.
 */
export function verifyDraw(form: DrawVerifyForm): DrawVerification {
  if (form.serverSeed === '' || form.clientSeed === '' || form.nonce === '') return { state: 'incomplete' };
  const serverSeedHash = hashServerSeed(form.serverSeed);
  if (!/^\d{1,9}$/.test(form.nonce)) return { state: 'invalid', serverSeedHash, reason: 'nonce' };
  const prizes = prizesOfParam(form.prizes);
  if (prizes === undefined) return { state: 'invalid', serverSeedHash, reason: 'prizes' };
  const float = fairFloats(
    { serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce: Number(form.nonce) },
    1,
  )[0]!;
  const index = campaignPrizeIndex(
    float,
    prizes.map((prize) => prize.weight),
  );
  return { state: 'verified', serverSeedHash, float, index, prize: prizes[index]! };
}

export function verifyFormOf(query: URLSearchParams): DrawVerifyForm {
  return {
    serverSeed: query.get('serverSeed') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '0',
    prizes: query.get('prizes') ?? '',
  };
}
