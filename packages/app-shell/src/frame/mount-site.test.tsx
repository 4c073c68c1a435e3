import { useT } from '@lotus/i18n';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSite, SiteRoot } from '../SiteRoot.tsx';
import { statusFixture } from '../test/status-fixture.ts';

function Page() {
  const { t } = useT('shell');
  return <h1>{t('shell.skipToContent')}</h1>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('mounting a site over its frame', () => {
  it('keeps the frame until the first render is the page, never blank between, then leaves no trace of it', async () => {
    let answerStatus: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answerStatus = () =>
              resolve(
                new Response(JSON.stringify({ success: true, value: statusFixture() }), {
                  headers: { 'content-type': 'application/json' },
                }),
              );
          }),
      ),
    );
    // The frame lists only some of the words the first render shows: the status gate's load after it.
    document.body.innerHTML =
      '<div id="root"><div inert data-frame-namespaces="shell"><header>the frame</header></div></div>';
    const root = document.getElementById('root')!;
    let emptied = false;
    new MutationObserver(() => {
      if (root.childNodes.length === 0) emptied = true;
    }).observe(root, { childList: true });

    mountSite(
      <SiteRoot>
        <Page />
      </SiteRoot>,
    );

    // The words are in, the status is not: the frame stays, and nothing of the site shows.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('the frame')).toBeInTheDocument();
    expect(screen.queryByTestId('status-loading')).not.toBeInTheDocument();

    answerStatus?.();

    expect(await screen.findByRole('heading', { name: 'Bỏ qua đến nội dung' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('the frame')).not.toBeInTheDocument());
    expect(emptied).toBe(false);
    expect(root.querySelector('[inert]')).toBeNull();
  });
});
