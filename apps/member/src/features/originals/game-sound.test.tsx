import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { serveHouseGames } from './originals-test-server.ts';
import { SoundToggle } from './SoundToggle.tsx';
import { isGameSoundMuted, playGameSound } from './game-sound.ts';

beforeEach(() => {
  window.localStorage.setItem('lotus.language', 'en');
  serveHouseGames(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('game sound', () => {
  it('is off until the player turns it on, and the choice survives a reload', async () => {
    const user = userEvent.setup();
    renderPage(<SoundToggle />);
    const off = await screen.findByRole('button', { name: 'Turn game sound on' });
    expect(off).toHaveAttribute('aria-pressed', 'false');
    expect(isGameSoundMuted()).toBe(true);

    await user.click(off);
    expect(screen.getByRole('button', { name: 'Turn game sound off' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A reload: the page is drawn again from nothing and reads the stored choice.
    cleanup();
    renderPage(<SoundToggle />);
    await user.click(await screen.findByRole('button', { name: 'Turn game sound off' }));
    cleanup();
    renderPage(<SoundToggle />);
    expect(await screen.findByRole('button', { name: 'Turn game sound on' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('plays nothing while muted and plays tones once sound is on', async () => {
    const started: number[] = [];
    class FakeContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createOscillator = () => ({
        type: 'sine',
        frequency: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (node: unknown) => node,
        start: (at: number) => started.push(at),
        stop: () => undefined,
      });
      createGain = () => ({
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (node: unknown) => node,
      });
    }
    vi.stubGlobal('AudioContext', FakeContext);
    playGameSound('gem');
    expect(started).toHaveLength(0);

    const user = userEvent.setup();
    renderPage(<SoundToggle />);
    await user.click(await screen.findByRole('button', { name: 'Turn game sound on' }));
    playGameSound('gem');
    expect(started.length).toBeGreaterThan(0);
  });

  it('does nothing without the Web Audio API', () => {
    vi.stubGlobal('AudioContext', undefined);
    window.localStorage.setItem('lotus.originals.sound', 'on');
    expect(() => playGameSound('win')).not.toThrow();
  });
});
