import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { VerifyPage } from './VerifyPage.tsx';

signInForEachTest();
// The brand's default is Vietnamese; these tests read the English words (the stored choice wins).
// signInForEachTest wipes storage after each test.
beforeEach(() => window.localStorage.setItem('lotus.language', 'en'));

describe('VerifyPage', { timeout: 20_000 }, () => {
  it('recomputes the fixed Mines round of a link: the same mines as the engine test (3, 12, 13, 16, 19)', async () => {
    serveFakeApi(() => undefined);
    renderPage(
      <VerifyPage />,
      '/originals/verify?game=mines-gold&serverSeed=lotus-verifier-server-seed&clientSeed=lotus-verifier-client&nonce=7&mines=5',
    );
    // Tiles are numbered from 1 on screen: engine tiles 3, 12, 13, 16, 19.
    expect(await screen.findByTestId('verify-outcome')).toHaveTextContent('Mines at tiles 4, 13, 14, 17, 20');
    const board = screen.getByRole('group', { name: 'Mines Gold board' });
    expect(within(board).getAllByRole('button', { name: /: mine$/ })).toHaveLength(5);
    expect(screen.getByTestId('verify-hash')).toHaveTextContent(/^[0-9a-f]{64}$/);
  });

  it('recomputes a Dice roll typed in the form', async () => {
    const user = userEvent.setup();
    serveFakeApi(() => undefined);
    renderPage(<VerifyPage />, '/originals/verify');
    expect(await screen.findByText(/Enter the server seed/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Game'), 'dice');
    await user.type(screen.getByLabelText('Server seed (revealed)'), 'lotus-verifier-server-seed');
    await user.type(screen.getByLabelText('Client seed'), 'lotus-verifier-client');
    await user.clear(screen.getByLabelText('Nonce'));
    await user.type(screen.getByLabelText('Nonce'), '42');
    await user.selectOptions(screen.getByLabelText('Direction'), 'over');
    expect(screen.getByTestId('verify-outcome')).toHaveTextContent('Roll 82.61: win, pays 1.9801×');
  });
});
