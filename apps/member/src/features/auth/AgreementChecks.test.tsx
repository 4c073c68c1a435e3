import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AgreementChecks } from './AgreementChecks.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the registration’s agreement', { timeout: 20_000 }, () => {
  it('links the terms and the privacy policy, each opened in a new tab, and following one does not tick the box', async () => {
    serveFakeApi(() => undefined);
    const onTerms = vi.fn();
    renderPage(
      <AgreementChecks ageConfirmed={false} termsAccepted={false} onAge={() => {}} onTerms={onTerms} />,
      '/register',
    );
    const box = await screen.findByRole('checkbox', {
      name: 'Tôi đồng ý với điều khoản dịch vụ và chính sách bảo mật',
    });
    const terms = screen.getByRole('link', { name: 'điều khoản dịch vụ' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'chính sách bảo mật' })).toHaveAttribute('href', '/privacy');
    // jsdom does not open tabs: the click's default (navigating) is stopped so the test page stays.
    terms.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(terms);
    expect(onTerms).not.toHaveBeenCalled();
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(onTerms).toHaveBeenCalledWith(true);
  });
});
