import { createI18n } from '@lotus/i18n';
import type { CreateI18nOptions } from '@lotus/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveStatus, statusFixture } from './test/status-fixture.ts';
import { AppProviders } from './AppProviders.tsx';
import { useSystemStatus } from './status-context.ts';
import { SystemStatusGate } from './SystemStatusGate.tsx';

function BrandName() {
  return <p>brand: {useSystemStatus().brand.name}</p>;
}

function renderGate() {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <BrandName />
      </SystemStatusGate>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SystemStatusGate', () => {
  it('shows the site, with the status info available, when the status is normal', async () => {
    serveStatus(() => statusFixture());
    renderGate();
    expect(await screen.findByText('brand: Lotus')).toBeInTheDocument();
  });

  it('shows the maintenance page with the operator’s message instead of the site', async () => {
    serveStatus(() =>
      statusFixture({
        status: 1,
        maintenance: { enabled: true, message: 'Bảo trì đến 10 giờ', endsAt: null },
      }),
    );
    renderGate();
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
    expect(screen.getByText('Bảo trì đến 10 giờ')).toBeInTheDocument();
    expect(screen.queryByText('brand: Lotus')).not.toBeInTheDocument();
  });

  it('shows the blocked-region page when the region is restricted', async () => {
    serveStatus(() => statusFixture({ status: 2, regionRestriction: { restricted: true, country: 'US' } }));
    renderGate();
    expect(await screen.findByTestId('region-blocked-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Không phục vụ tại khu vực của bạn' })).toBeInTheDocument();
  });

  it('says the network failed and recovers when Retry succeeds', async () => {
    let down = true;
    serveStatus(() => (down ? 'network-down' : statusFixture()));
    renderGate();
    expect(await screen.findByTestId('status-error', {}, { timeout: 5000 })).toBeInTheDocument();
    // The reason's words load now, when the call has failed.
    expect(await screen.findByText('Kết nối mạng bất thường, vui lòng thử lại')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('brand: Lotus')).toBeInTheDocument();
  });

  it('still says to check the connection and offers Retry when the reason’s words cannot be loaded', async () => {
    serveStatus(() => 'network-down');
    // The words the page already has, and an `errors` chunk that fails as it would offline.
    const words: Record<string, unknown> = {
      common: {
        brand: 'Lotus',
        loading: 'Đang tải…',
        error: 'Đã xảy ra lỗi',
        retry: 'Thử lại',
        close: 'Đóng',
      },
      shell: { pageFailed: 'Không tải được trang này. Vui lòng kiểm tra kết nối mạng và thử lại.' },
    };
    const files = new Proxy(
      {},
      {
        get: (_files, namespace: string) => () =>
          namespace === 'errors'
            ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
            : Promise.resolve(words[namespace] ?? {}),
      },
    );
    const loaders = { vi: files, en: files } as unknown as CreateI18nOptions['loaders'];
    render(
      <AppProviders i18n={createI18n({ loaders })}>
        <SystemStatusGate>
          <BrandName />
        </SystemStatusGate>
      </AppProviders>,
    );
    const page = await screen.findByTestId('status-error', {}, { timeout: 5000 });
    expect(page).toHaveTextContent('Không tải được trang này. Vui lòng kiểm tra kết nối mạng và thử lại.');
    expect(screen.getByRole('heading', { name: 'Đã xảy ra lỗi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
