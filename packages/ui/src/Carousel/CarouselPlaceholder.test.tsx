import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarouselPlaceholder } from './CarouselPlaceholder.tsx';

describe('CarouselPlaceholder', () => {
  it('holds the slides’ box with a picture of their size, and the controls’ row, out of the accessibility tree', () => {
    const { container } = render(<CarouselPlaceholder width={1600} height={500} />);

    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    const picture = root.querySelector('img');
    expect(picture).toHaveAttribute('width', '1600');
    expect(picture).toHaveAttribute('height', '500');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture?.getAttribute('src')).toBeTruthy();
    expect(root.children).toHaveLength(2);
  });
});
