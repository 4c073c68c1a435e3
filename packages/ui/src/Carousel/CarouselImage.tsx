import * as styles from './Carousel.css.ts';

/** Words drawn over a slide's art (its art carries none): every one optional. */
export interface CarouselWords {
  title?: string | undefined;
  subtitle?: string | undefined;
  /** A call to action's label, drawn like a button; the slide itself is what a press acts on. */
  cta?: string | undefined;
}

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
  /** Words over the art, in the reader's language; the picture then is decoration (alt ""). */
  words?: CarouselWords | null | undefined;
}

/** A slide's picture, sized and loaded as a carousel wants it; wrap it in a link to make it one. */
export function CarouselImage({
  src,
  alt,
  width,
  height,
  near,
  priority = false,
  words,
}: CarouselImageProps) {
  const image = (
    <img
      className={styles.image}
      src={src}
      alt={words?.title ? '' : alt}
      width={width}
      height={height}
      loading={near ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      // A drag over the slide is a swipe, not the image being dragged out of the page.
      draggable={false}
    />
  );
  if (!words || !(words.title || words.subtitle || words.cta)) return image;
  // Spans only: the words may sit inside a link or a button.
  return (
    <span className={styles.framed}>
      {image}
      <span className={styles.words}>
        {/* The spaces between keep the words apart when read as one name (a flex layout hides them). */}
        {words.title && <span className={styles.wordsTitle}>{words.title}</span>}{' '}
        {words.subtitle && <span className={styles.wordsSubtitle}>{words.subtitle}</span>}{' '}
        {words.cta && <span className={styles.wordsAction}>{words.cta}</span>}
      </span>
    </span>
  );
}
