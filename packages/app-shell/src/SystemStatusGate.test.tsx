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
    <AppProviders>
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
    expect(screen.getByText('Kết nối mạng bất thường, vui lòng thử lại')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('brand: Lotus')).toBeInTheDocument();
  });
});
