import type { FocusEvent, ReactNode } from 'react';

import { cx } from '../components/private/cx.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../components/private/icons.tsx';
import { usePrefersReducedMotion } from '../components/private/usePrefersReducedMotion.ts';
import * as styles from './Carousel.css.ts';
import { carouselAutoplayMs, useCarousel } from './use-carousel.ts';
import { useSwipe } from './use-swipe.ts';

/** What a slide is told when it renders. */
export interface CarouselSlideState {
  /** The slide on screen. */
  shown: boolean;
  /** On screen or next in line: its images should load now, the others lazily. */
  near: boolean;
  /** Its place, from 0. */
  position: number;
}

export interface CarouselProps<Slide> {
  slides: readonly Slide[];
  slideKey: (slide: Slide) => string | number;
  /** A slide's content, e.g. a `CarouselImage`, alone or inside a link with `carouselSlideAction`. */
  renderSlide: (slide: Slide, state: CarouselSlideState) => ReactNode;
  /** The carousel's accessible name, e.g. "Promotions". */
  label: string;
  /** `aria-roledescription`s, e.g. "carousel" and "slide", in the reader's language. */
  roleDescription?: string;
  slideRoleDescription?: string;
  /** A slide's name from its place (from 1) and the count: "1 of 3". */
  slideLabel: (position: number, total: number) => string;
  previousLabel: string;
  nextLabel: string;
  pauseLabel: string;
  playLabel: string;
  /** A dot's name from its slide's place (from 1): "Show slide 2". */
  goToLabel: (position: number) => string;
  /** Time per slide; `0` turns autoplay off. */
  autoplayMs?: number;
  className?: string;
  'data-testid'?: string;
  /** `data-testid` of each slide. */
  slideTestId?: string;
}

/**
 * A light carousel (no slider library): one slide at a time, autoplay every 5 s looping only with
 * two or more slides; held while the pointer or keyboard focus is inside and by its pause button;
 * still for people who asked for less motion; previous / next buttons and one dot per slide; swipes
 * on touch screens. Hidden slides are inert, so their links stay out of the tab order.
 */
export function Carousel<Slide>({
  slides,
  slideKey,
  renderSlide,
  label,
  roleDescription,
  slideRoleDescription,
  slideLabel,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  goToLabel,
  autoplayMs = carouselAutoplayMs,
  className,
  'data-testid': testId,
  slideTestId,
}: CarouselProps<Slide>) {
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel(slides.length, { autoplayMs, reducedMotion });
  const swipe = useSwipe({
    enabled: carousel.loops,
    onNext: carousel.next,
    onPrevious: carousel.previous,
  });
  const { index } = carousel;
  const total = slides.length;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) carousel.hold('focus', false);
  };

  return (
    <section
      className={cx(styles.root, className)}
      aria-roledescription={roleDescription}
      aria-label={label}
      data-testid={testId}
      // A mouse resting on it holds it; a tap on a touch screen is no hover and must not stop it for good.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') carousel.hold('hover', true);
      }}
      onPointerLeave={() => carousel.hold('hover', false)}
      onFocus={() => carousel.hold('focus', true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} {...swipe.handlers}>
        <div
          className={cx(styles.track, swipe.dragPx !== 0 && styles.dragging)}
          style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.dragPx}px))` }}
          // Announce a change only when the person made it, not on every autoplay step.
          aria-live={carousel.playing ? 'off' : 'polite'}
        >
          {slides.map((slide, position) => {
            const shown = position === index;
            return (
              <div
                key={slideKey(slide)}
                className={styles.slide}
                role="group"
                aria-roledescription={slideRoleDescription}
                aria-label={slideLabel(position + 1, total)}
                aria-hidden={!shown}
                inert={!shown}
                data-testid={slideTestId}
              >
                {renderSlide(slide, { shown, near: shown || position === (index + 1) % total, position })}
              </div>
            );
          })}
        </div>
      </div>
      {carousel.loops && (
        <div className={styles.controls}>
          {carousel.canPlay ? (
            <button
              type="button"
              className={cx(styles.control, styles.pauseControl)}
              onClick={carousel.toggleStopped}
              aria-label={carousel.stopped ? playLabel : pauseLabel}
            >
              {carousel.stopped ? (
                <PlayIcon className={styles.icon} />
              ) : (
                <PauseIcon className={styles.icon} />
              )}
            </button>
          ) : (
            <span className={styles.pauseControl} />
          )}
          <button
            type="button"
            className={styles.control}
            onClick={carousel.previous}
            aria-label={previousLabel}
          >
            <ChevronLeftIcon className={styles.icon} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, position) => (
              <button
                key={slideKey(slide)}
                type="button"
                className={cx(styles.dot, position === index && styles.dotCurrent)}
                onClick={() => carousel.goTo(position)}
                aria-label={goToLabel(position + 1)}
                aria-current={position === index ? 'true' : undefined}
              />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={carousel.next} aria-label={nextLabel}>
            <ChevronRightIcon className={styles.icon} />
          </button>
          <span className={styles.spacer} />
        </div>
      )}
    </section>
  );
}
