import { AppProviders } from '@lotus/app-shell';
import { preloadNamespaces } from '@lotus/i18n';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinesPanel } from './LinesPanel.tsx';
import { requestLinesEarly } from './lines-request.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the lines asked for as the page starts', () => {
  it('are in the list’s first render when they answered before it (no loading rows to replace)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: true,
              value: {
                domainList: [
                  { domainName: 'a.example', description: null },
                  { domainName: 'b.example', description: null },
                ],
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    await requestLinesEarly();
    await preloadNamespaces('vi', ['common', 'speed']);

    render(
      <AppProviders>
        <LinesPanel />
      </AppProviders>,
    );

    expect(screen.getAllByTestId('line-row').map((row) => row.dataset.domain)).toEqual([
      'a.example',
      'b.example',
    ]);
  });
});
