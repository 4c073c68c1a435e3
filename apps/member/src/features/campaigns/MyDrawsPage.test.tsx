import { fairFloats, hashServerSeed } from '@lotus/games';
import { campaignPrizeIndex } from '@lotus/contract/campaigns';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { prizesParam, verifyLinkOf } from './campaign-format.ts';
import { CampaignVerifyPage } from './CampaignVerifyPage.tsx';
import { drawOf, seedsOf } from './campaigns-fakes.ts';
import { MyDrawsPage } from './MyDrawsPage.tsx';

const serverSeed = 'c'.repeat(64);
const prizes = drawOf().prizes;
const landedOn = campaignPrizeIndex(
  fairFloats({ serverSeed, clientSeed: 'lucky', nonce: 4 }, 1)[0]!,
  prizes.map((prize) => prize.weight),
);
const revealed = drawOf({
  id: '40',
  nonce: 4,
  serverSeed,
  serverSeedHash: hashServerSeed(serverSeed),
  prizeIndex: landedOn,
  prize: prizes[landedOn]!,
});

function drawsServer(options: { draws?: ReturnType<typeof drawOf>[]; read?: () => FakeAnswer | undefined }) {
  const rotations: number[] = [];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/info')
      return { value: { id: '1', account: 'demo_member', nickname: null, type: 0 } };
    if (path === '/wps/member/campaigns/draws')
      return (
        options.read?.() ?? { value: pageOf(options.draws ?? [revealed, drawOf()], request.url.searchParams) }
      );
    if (path === '/wps/member/campaigns/seeds') return { value: seedsOf() };
    if (path === '/wps/member/campaigns/seeds/rotate') {
      rotations.push(1);
      return {
        value: {
          revealed: {
            serverSeed: 'd'.repeat(64),
            serverSeedHash: 'b'.repeat(64),
            clientSeed: 'lucky',
            nonceCount: 1,
          },
          current: { serverSeedHash: 'e'.repeat(64), clientSeed: 'lucky', nextNonce: 0 },
        },
      };
    }
    return undefined;
  };
  return { handle, rotations };
}

signInForEachTest();
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('my draws', { timeout: 20_000 }, () => {
  it('lists each draw with its prize and seeds, and links a revealed one to the verifier', async () => {
    serveFakeApi(drawsServer({}).handle);
    renderPage(<MyDrawsPage />, '/campaigns/draws');
    const records = await screen.findAllByTestId('draw-record');
    expect(records).toHaveLength(2);
    expect(records[0]).toHaveTextContent('Lotus prize wheel · Prize wheel');
    expect(records[0]).toHaveTextContent(serverSeed);
    expect(within(records[0]!).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      verifyLinkOf(revealed),
    );
    expect(records[1]).toHaveTextContent('Not revealed yet');
    expect(within(records[1]!).queryByRole('link', { name: 'Verify' })).toBeNull();
  });

  it('reveals the server seed on request', async () => {
    const user = userEvent.setup();
    const server = drawsServer({});
    serveFakeApi(server.handle);
    renderPage(<MyDrawsPage />, '/campaigns/draws');
    await user.click(await screen.findByRole('button', { name: 'Reveal the server seed' }));
    expect(await screen.findByTestId('revealed-seed')).toHaveTextContent('d'.repeat(64));
    expect(server.rotations).toHaveLength(1);
  });

  it('shows a placeholder while loading, the server’s words with a retry, and says what to do before the first draw', async () => {
    const user = userEvent.setup();
    let failing = true;
    serveFakeApi(
      drawsServer({
        draws: [],
        read: () =>
          failing
            ? { error: 'error_system', status: 500, message: 'The system is busy, try again' }
            : undefined,
      }).handle,
    );
    renderPage(<MyDrawsPage />, '/campaigns/draws');
    expect(await screen.findByLabelText('Loading your draws…')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Your draws could not be loaded' }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No draws yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the prize wheel' })).toHaveAttribute('href', '/wheel');
  });
});

describe('the verifier', { timeout: 20_000 }, () => {
  it('recomputes a draw from its link and confirms the prize and the hash', async () => {
    serveFakeApi(() => undefined);
    renderPage(<CampaignVerifyPage />, verifyLinkOf(revealed));
    const outcome = await screen.findByTestId('verify-outcome');
    expect(within(outcome).getByTestId('verify-hash')).toHaveTextContent(hashServerSeed(serverSeed));
    expect(outcome).toHaveTextContent('The hash is the one you were shown before the draw.');
    expect(within(outcome).getByTestId('verify-verdict')).toHaveTextContent(
      'This is the prize you were given.',
    );
    expect(prizesParam(prizes)).toBe('money:5000:2,points:50:1,none:0:1');
  });

  it('says when the seeds do not give the draw’s prize', async () => {
    const user = userEvent.setup();
    serveFakeApi(() => undefined);
    renderPage(<CampaignVerifyPage />, verifyLinkOf(revealed));
    const nonce = await screen.findByRole('textbox', { name: 'Nonce' });
    // Another nonce lands elsewhere for at least one of the next few; find one that differs.
    let differs = false;
    for (const next of ['5', '6', '7', '8', '9']) {
      await user.clear(nonce);
      await user.type(nonce, next);
      const index = campaignPrizeIndex(
        fairFloats({ serverSeed, clientSeed: 'lucky', nonce: Number(next) }, 1)[0]!,
        prizes.map((prize) => prize.weight),
      );
      if (index !== landedOn) {
        expect(screen.getByTestId('verify-verdict')).toHaveTextContent(
          'This is not the prize of the draw you came from.',
        );
        differs = true;
        break;
      }
    }
    expect(differs).toBe(true);
  });
});
