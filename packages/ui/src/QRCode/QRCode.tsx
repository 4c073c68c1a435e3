import { QRCodeSVG } from 'qrcode.react';
import type { CSSProperties } from 'react';

import { cx } from '../components/private/cx.ts';
import * as styles from './QRCode.css.ts';

export const qrCodeLevels = ['L', 'M', 'Q', 'H'] as const;
export type QRCodeLevel = (typeof qrCodeLevels)[number];

export type QRCodeProps = {
  value: string;
  /** Side of the code itself, in CSS pixels. */
  size?: number;
  /**
   * White quiet zone around the code, in CSS pixels. Padding rather than qrcode.react's
   * `marginSize`, which counts modules and so would change with the length of `value`.
   */
  margin?: number;
  /** What the code is for, e.g. "Scan to download the app": it names the image. */
  title: string;
  /** Error-correction level: higher survives more damage but packs denser modules. */
  level?: QRCodeLevel;
  className?: string;
};

export function QRCode({ value, size = 200, margin = 20, title, level = 'M', className }: QRCodeProps) {
  // Per-use pixel sizes, not design tokens, so they go inline.
  const style: CSSProperties = { padding: margin };
  return (
    <div className={cx(styles.root, className)} style={style}>
      <QRCodeSVG
        value={value}
        size={size}
        level={level}
        marginSize={0}
        bgColor={styles.scanWhite}
        fgColor={styles.scanBlack}
        title={title}
        role="img"
        aria-label={title}
        className={styles.svg}
      />
    </div>
  );
}
