import * as styles from './Carousel.css.ts';

export interface CarouselImageProps {
  src: string;
  alt: string;
  /** The artwork's size in px: the browser holds its place (its ratio) before it arrives. */
  width: number;
  height: number;
  /** From the carousel's `CarouselSlideState`: load now when on screen or next, lazily otherwise. */
  near: boolean;
  /** The first slide's image is likely the largest thing on the first screen: ask for it first. */
  priority?: boolean;
}

/** A slide's picture, sized and loaded as a carousel wants it; wrap it in a link to make it one. */
export function CarouselImage({ src, alt, width, height, near, priority = false }: CarouselImageProps) {
  return (
    <img
      className={styles.image}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={near ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      // A drag over the slide is a swipe, not the image being dragged out of the page.
      draggable={false}
    />
  );
}
