import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, SiteRoutes, useLocation } from '@lotus/app-shell/routing';
import { describe, expect, it } from 'vitest';
import { useHandedLaunch } from './use-handed-launch.ts';

const isAddress = (value: unknown): value is { url: string } =>
  typeof value === 'object' && value !== null && typeof (value as { url: unknown }).url === 'string';

function Frame() {
  const handed = useHandedLaunch(isAddress);
  const location = useLocation();
  return (
    <>
      <output data-testid="handed">{handed?.url ?? 'none'}</output>
      <output data-testid="history-state">{JSON.stringify(location.state)}</output>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function renderAt(entry: { pathname: string; search?: string; state?: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <SiteRoutes routes={[{ path: '/play/:code', element: <Frame /> }]} />
    </MemoryRouter>,
  );
}

describe('useHandedLaunch', () => {
  it('keeps the launch address for the visit but clears it from history, so a reload launches afresh', async () => {
    renderAt({ pathname: '/play/lucky', search: '?x=1', state: { url: 'https://vendor.test/?token=t1' } });
    expect(screen.getByTestId('handed')).toHaveTextContent('https://vendor.test/?token=t1');
    await waitFor(() => expect(screen.getByTestId('history-state')).toHaveTextContent('null'));
    expect(screen.getByTestId('handed')).toHaveTextContent('https://vendor.test/?token=t1');
    expect(screen.getByTestId('address')).toHaveTextContent('/play/lucky?x=1');
  });

  it('hands nothing over when the page is opened by its address', () => {
    renderAt({ pathname: '/play/lucky' });
    expect(screen.getByTestId('handed')).toHaveTextContent('none');
  });
});
