import type { ComponentPropsWithRef } from 'react';

import { cx } from '../components/private/cx.ts';
import * as styles from './Card.css.ts';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

type StaticCardProps = ComponentPropsWithRef<'div'> & {
  padding?: CardPadding;
  interactive?: false;
};

type InteractiveCardProps = ComponentPropsWithRef<'button'> & {
  padding?: CardPadding;
  /** The whole card is one button: it gets hover lift, a focus ring and keyboard activation. */
  interactive: true;
};

export type CardProps = StaticCardProps | InteractiveCardProps;

/**
 * A surface for grouped content. An interactive card is a real `<button>` so it is reachable
 * with Tab and activates with Enter/Space; keep its content phrasing-only (no nested buttons
 * or links) and let the text inside name it.
 */
export function Card(props: CardProps) {
  if (props.interactive) {
    const { interactive: _interactive, padding = 'md', className, type = 'button', ...rest } = props;
    return (
      <button
        {...rest}
        type={type}
        className={cx(styles.root, styles.padding[padding], styles.interactive, className)}
      />
    );
  }
  const { interactive: _interactive, padding = 'md', className, ...rest } = props;
  return <div {...rest} className={cx(styles.root, styles.padding[padding], className)} />;
}
