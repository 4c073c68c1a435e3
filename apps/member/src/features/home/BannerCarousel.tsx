import { useT } from '@lotus/i18n';
import { useRef } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import * as styles from './BannerCarousel.css.ts';
import type { BannerTarget } from './banner-target.ts';
import { useCarousel } from './use-carousel.ts';
import { useSwipe } from './use-swipe.ts';
import { PauseIcon, PlayIcon } from '../../components/MotionIcons.tsx';

/** Banner artwork's size (16:5): given to every image so the browser holds its place. */
const imageWidth = 1600;
const imageHeight = 500;

export interface CarouselBanner {
  id: number;
  title: string;
  imageUrl: string;
  target: BannerTarget;
  /** Opens a GAME banner (the start-game flow). */
  onOpenGame?: () => void;
}

/**
 * The home page's banner carousel, written by hand rather than with Swiper to keep the home page's
 * first load light. Autoplay every 5 s, looping only with two or more banners; held while the
 * pointer or keyboard focus is inside and by its pause button; still for people who asked for
 * less motion; previous / next buttons and one button per banner; swipes on touch screens.
 */
export function BannerCarousel(props: { banners: readonly CarouselBanner[] }) {
  const { t } = useT();
  const { banners } = props;
  const viewportRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel(banners.length, { reducedMotion, viewportRef });
  const swipe = useSwipe({
    enabled: carousel.loops,
    widthRef: carousel.widthRef,
    onNext: carousel.next,
    onPrevious: carousel.previous,
  });
  const { index } = carousel;
  const total = banners.length;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) carousel.hold('focus', false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('announcements.banners.roleDescription')}
      aria-label={t('announcements.banners.label')}
      data-testid="home-banners"
      // A mouse resting on it holds it; a tap on a touch screen is no hover and must not stop it for good.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') carousel.hold('hover', true);
      }}
      onPointerLeave={() => carousel.hold('hover', false)}
      onFocus={() => carousel.hold('focus', true)}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className={styles.viewport} {...swipe.handlers}>
        <div
          className={`${styles.track} ${swipe.dragPx !== 0 ? styles.dragging : ''}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.dragPx}px))` }}
          // Announce a change only when the person made it, not on every autoplay step.
          aria-live={carousel.playing ? 'off' : 'polite'}
        >
          {banners.map((banner, position) => {
            const shown = position === index;
            return (
              <div
                key={banner.id}
                className={styles.slide}
                role="group"
                aria-roledescription={t('announcements.banners.slideRoleDescription')}
                aria-label={t('announcements.banners.slide', { index: position + 1, total })}
                aria-hidden={!shown}
                // Hidden banners keep their links out of the tab order.
                inert={!shown}
                data-testid="home-banner"
              >
                <BannerSlide
                  banner={banner}
                  // The shown banner and the next one load at once; the rest only when near.
                  eager={shown || position === (index + 1) % total}
                  first={position === 0}
                />
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
              className={`${styles.control} ${styles.pauseControl}`}
              onClick={carousel.toggleStopped}
              aria-label={t(carousel.stopped ? 'announcements.banners.play' : 'announcements.banners.pause')}
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
            aria-label={t('announcements.banners.previous')}
          >
            <ChevronIcon direction="left" />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className={`${styles.dot} ${position === index ? styles.dotCurrent : ''}`}
                onClick={() => carousel.goTo(position)}
                aria-label={t('announcements.banners.goTo', { index: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={carousel.next}
            aria-label={t('announcements.banners.next')}
          >
            <ChevronIcon direction="right" />
          </button>
          <span className={styles.spacer} />
        </div>
      )}
    </section>
  );
}

function BannerSlide(props: { banner: CarouselBanner; eager: boolean; first: boolean }) {
  const { t } = useT();
  const { banner } = props;
  const image = (
    <img
      className={styles.image}
      src={banner.imageUrl}
      alt={banner.title}
      width={imageWidth}
      height={imageHeight}
      loading={props.eager ? 'eager' : 'lazy'}
      // The first banner is likely the largest thing on the first screen: ask for it first.
      fetchPriority={props.first ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  const { target } = banner;
  let content: ReactNode = image;
  if (target.kind === 'route') {
    content = (
      <Link to={target.to} className={styles.slideLink}>
        {image}
      </Link>
    );
  } else if (target.kind === 'external') {
    content = (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.slideLink}
        aria-label={t('announcements.banners.newTab', { title: banner.title })}
      >
        {image}
      </a>
    );
  } else if (target.kind === 'game' && banner.onOpenGame) {
    content = (
      <button type="button" className={styles.slideLink} onClick={banner.onOpenGame}>
        {image}
      </button>
    );
  }
  return content;
}

function ChevronIcon(props: { direction: 'left' | 'right' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={props.direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
