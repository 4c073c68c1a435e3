import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Badge, badgeTones } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text in every tone, each with its own look', () => {
    render(
      <>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    const classes = badgeTones.map((tone) => screen.getByText(tone).className);
    expect(new Set(classes).size).toBe(badgeTones.length);
  });
});
