import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { QRCode } from './QRCode.tsx';

describe('QRCode', () => {
  it('renders a named svg of the default size with a white quiet zone', () => {
    render(<QRCode value="https://example.com/app" title="Scan to get the app" />);
    const svg = screen.getByRole('img', { name: 'Scan to get the app' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('width', '200');
    expect(svg).toHaveAttribute('height', '200');
    expect(svg.parentElement).toHaveStyle({ padding: '20px' });
  });

  it('takes a custom size and margin', () => {
    render(<QRCode value="lotus" size={128} margin={8} title="Code" />);
    const svg = screen.getByRole('img', { name: 'Code' });
    expect(svg).toHaveAttribute('width', '128');
    expect(svg.parentElement).toHaveStyle({ padding: '8px' });
  });
});
