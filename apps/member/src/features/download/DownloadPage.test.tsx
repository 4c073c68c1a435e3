import { statusFixture, serveStatus } from '@lotus/app-shell/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstallPromptEvent } from '../../lib/install-prompt-store.ts';
import { useInstallPrompt } from '../../lib/install-prompt-store.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DownloadPage } from './DownloadPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useInstallPrompt.setState({ offer: null, installed: false }));
});

describe('DownloadPage', { timeout: 20_000 }, () => {
  it('gives each offered app a QR code of its resource, a download link and the install steps', async () => {
    serveStatus(() =>
      statusFixture({
        resources: [
          {
            resourceType: 'MOBILECONFIG',
            url: 'https://dl.example.test/lotus.mobileconfig',
            title: 'Lotus iOS',
          },
          { resourceType: 'Android', url: 'https://dl.example.test/lotus.apk', title: 'Lotus APK' },
        ],
      }),
    );
    renderPage(<DownloadPage />, '/download');
    const ios = await screen.findByTestId('download-guide-ios');
    expect(within(ios).getByRole('heading', { name: 'Ứng dụng iOS' })).toBeInTheDocument();
    // The QR encoder is loaded on demand.
    expect(await within(ios).findByRole('img', { name: 'Quét mã để tải Lotus iOS' })).toBeInTheDocument();
    expect(within(ios).getByRole('link', { name: 'Tải ứng dụng iOS' })).toHaveAttribute(
      'href',
      'https://dl.example.test/lotus.mobileconfig',
    );
    expect(within(ios).getAllByRole('listitem')).toHaveLength(4);
    const android = screen.getByTestId('download-guide-android');
    expect(await within(android).findByRole('img', { name: 'Quét mã để tải Lotus APK' })).toBeInTheDocument();
    expect(within(android).getByRole('link', { name: 'Tải ứng dụng Android' })).toHaveAttribute(
      'href',
      'https://dl.example.test/lotus.apk',
    );
  });

  it('says an app is not available when its resource is not set, and offers the lite app from the site', async () => {
    serveStatus(() => statusFixture());
    renderPage(<DownloadPage />, '/download');
    const ios = await screen.findByTestId('download-guide-ios');
    expect(within(ios).getByRole('note')).toHaveTextContent('Chưa có');
    expect(within(ios).queryByRole('img')).toBeNull();
    expect(within(ios).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('download-guide-android')).getByRole('note')).toBeInTheDocument();
    // The lite iOS app is the site on the home screen: its code opens the site itself.
    const lite = screen.getByTestId('download-guide-ios-lite');
    expect(
      await within(lite).findByRole('img', { name: 'Quét mã để mở trang web trên điện thoại' }),
    ).toBeInTheDocument();
    expect(within(lite).getAllByRole('listitem')).toHaveLength(3);
  });

  it('uses the IOSLITE resource for the lite app when the operator set one', async () => {
    serveStatus(() =>
      statusFixture({
        resources: [{ resourceType: 'IOSLITE', url: 'https://dl.example.test/lite', title: 'Lotus Lite' }],
      }),
    );
    renderPage(<DownloadPage />, '/download');
    const lite = await screen.findByTestId('download-guide-ios-lite');
    expect(await within(lite).findByRole('img', { name: 'Quét mã để tải Lotus Lite' })).toBeInTheDocument();
  });

  it('installs the site through the browser’s offer when there is one', async () => {
    const user = userEvent.setup();
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as InstallPromptEvent;
    act(() => useInstallPrompt.setState({ offer }));
    serveStatus(() => statusFixture());
    renderPage(<DownloadPage />, '/download');
    await user.click(await screen.findByRole('button', { name: 'Cài đặt trên thiết bị này' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('Ứng dụng đã được cài trên thiết bị này.')).toBeInTheDocument();
  });
});
