import { isValidElement, useEffect, useRef } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperClass } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';

import { cx } from '../components/private/cx.ts';
import { usePrefersReducedMotion } from '../components/private/usePrefersReducedMotion.ts';
import * as styles from './Carousel.css.ts';

export type CarouselItem = {
  id: string;
  imageUrl: string;
  /** Describes the image; when the slide is clickable it is also the button's name. */
  alt: string;
  onClick?: () => void;
};

export type CarouselProps = {
  /** Image slides, or any ReactNodes (rendered as given, keyed by position). */
  slides: readonly CarouselItem[] | readonly ReactNode[];
  /** Accessible name of the carousel, e.g. "Promotions". */
  label: string;
  /** Name of each pagination bullet; `{{index}}` becomes the slide number ("Go to slide {{index}}"). */
  bulletLabel: string;
  /** Name of each slide; `{{index}}` and `{{slidesLength}}` are filled in. */
  slideLabel?: string;
  /** Optional `aria-roledescription`s, e.g. "carousel" and "slide", translated by the app. */
  roleDescription?: string;
  slideRoleDescription?: string;
  /** Time per slide; `0` turns autoplay off. */
  autoplayDelayMs?: number;
  /** Width / height of the image slides ("16 / 5"): reserves their height before the images load. */
  aspectRatio?: string;
  className?: string;
};

/** How long the window must stay un-resized before the slider re-measures. */
export const carouselResizeDebounceMs = 500;

function isItem(slide: CarouselItem | ReactNode): slide is CarouselItem {
  return typeof slide === 'object' && slide !== null && !isValidElement(slide) && 'imageUrl' in slide;
}

export function Carousel({
  slides,
  label,
  bulletLabel,
  slideLabel = '{{index}} / {{slidesLength}}',
  roleDescription,
  slideRoleDescription,
  autoplayDelayMs = 5000,
  aspectRatio,
  className,
}: CarouselProps) {
  const swiperRef = useRef<SwiperClass | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const list: readonly (CarouselItem | ReactNode)[] = slides;
  const multiple = list.length >= 2;
  // Swiper's loop mode needs at least two slides (it warns and misbehaves with one).
  const loop = multiple;
  // No autoplay for a single slide or for people who asked for less motion (WCAG 2.2.2).
  const autoplay = multiple && !reducedMotion && autoplayDelayMs > 0;

  // Swiper measures on its own resize hook, which can fire before the surrounding layout (a
  // collapsing sidebar, a phone rotating) has settled and leave slides mis-sized. Measure
  // again once resizing has been quiet for a moment.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const swiper = swiperRef.current;
        if (swiper && !swiper.destroyed) swiper.update();
      }, carouselResizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);

  // Keyboard and screen-reader users get a still slider while they are inside it.
  const handleFocus = () => {
    if (autoplay) swiperRef.current?.autoplay?.stop();
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (autoplay && !(next instanceof Node && event.currentTarget.contains(next)))
      swiperRef.current?.autoplay?.start();
  };

  return (
    <section
      aria-label={label}
      aria-roledescription={roleDescription}
      className={cx(styles.root, className)}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <Swiper
        // Loop mode cannot be toggled on a live instance, so a change re-creates the slider.
        key={loop ? 'loop' : 'single'}
        className={cx(styles.swiper, multiple && styles.withPagination)}
        modules={[A11y, Autoplay, Pagination]}
        slidesPerView={1}
        loop={loop}
        autoplay={
          autoplay ? { delay: autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false
        }
        pagination={multiple ? { clickable: true } : false}
        a11y={{
          enabled: true,
          paginationBulletMessage: bulletLabel,
          slideLabelMessage: slideLabel,
          itemRoleDescriptionMessage: slideRoleDescription ?? null,
          // Only used by prev/next arrows, which this carousel does not render; blank so no
          // untranslated default text can ever reach a screen reader.
          prevSlideMessage: '',
          nextSlideMessage: '',
          firstSlideMessage: '',
          lastSlideMessage: '',
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {list.map((slide, index) => {
          if (!isItem(slide)) {
            return (
              // ReactNode slides have no id of their own; their position is their identity.
              <SwiperSlide key={index} className={styles.slide}>
                {slide}
              </SwiperSlide>
            );
          }
          const image = (
            <img
              src={slide.imageUrl}
              alt={slide.alt}
              className={styles.image}
              style={aspectRatio ? { aspectRatio } : undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          );
          return (
            <SwiperSlide key={slide.id} className={styles.slide}>
              {slide.onClick ? (
                <button type="button" className={styles.slideButton} onClick={slide.onClick}>
                  {image}
                </button>
              ) : (
                image
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
    </section>
  );
}
