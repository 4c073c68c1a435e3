import * as styles from './Carousel.css.ts';
import placeholderArt from './placeholder-art.svg';

export interface CarouselPlaceholderProps {
  /** The slides' artwork size in px: the placeholder holds the same ratio. */
  width: number;
  height: number;
}

/**
 * The place of a carousel while its slides load: the slides' box, showing a quiet picture of the
 * same size (part of the page from its first paint, so the page's largest picture is there before
 * any script runs, and the slides take its place without anything moving), and the height of the
 * controls row a carousel of two slides or more has under it. Decorative: the surrounding element
 * says the banners are loading.
 */
export function CarouselPlaceholder({ width, height }: CarouselPlaceholderProps) {
  return (
    <div className={styles.root} aria-hidden="true">
      <div className={styles.viewport}>
        <img
          className={styles.image}
          src={placeholderArt}
          alt=""
          width={width}
          height={height}
          fetchPriority="high"
          decoding="async"
          draggable={false}
        />
      </div>
      <div className={styles.controlsPlaceholder} />
    </div>
  );
}
