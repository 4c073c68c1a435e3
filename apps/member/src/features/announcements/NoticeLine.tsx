import type { Announcement } from '@lotus/contract/announcements';
import { useT } from '@lotus/i18n';
import { Dialog, Skeleton } from '@lotus/ui';
import { useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import { useAnnouncements } from './announcement-queries.ts';
import { InlineRetry } from './InlineRetry.tsx';
import * as styles from './NoticeLine.css.ts';
import { PauseIcon, PlayIcon } from '../../components/MotionIcons.tsx';

/** About 60 px a second at the site's small size: slow enough to read, whatever the length. */
const secondsPerCharacter = 0.15;
const shortestLoopSeconds = 12;

/** A notice on one line: the operator's line breaks become spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The home page's notice line: the B notices scroll by (pause button, held under the pointer); for
 * people who asked for less motion they stand still, one under another. "All notices" opens every
 * current notice in full, the listed-only ones (H) too.
 */
export function NoticeLine() {
  const { t } = useT('announcements');
  const announcements = useAnnouncements();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [listOpen, setListOpen] = useState(false);

  if (announcements.isPending) {
    return <Skeleton height="auto" radius="md" className={styles.placeholder} />;
  }
  if (announcements.isError) {
    return (
      <InlineRetry
        text={t('announcements.notice.failed')}
        onRetry={() => void announcements.refetch()}
        testId="notice-line-failed"
      />
    );
  }
  const all = announcements.data.announcements;
  const scrolling = all.filter((announcement) => announcement.type === 'B');
  const listed = all.filter((announcement) => announcement.type === 'B' || announcement.type === 'H');
  if (listed.length === 0) return null;

  const characters = scrolling.reduce(
    (sum, notice) => sum + notice.title.length + notice.content.length + 4,
    0,
  );
  const loopSeconds = Math.max(shortestLoopSeconds, characters * secondsPerCharacter);

  return (
    <section className={styles.line} aria-label={t('announcements.notice.label')} data-testid="notice-line">
      <MegaphoneIcon />
      {reducedMotion ? (
        <ul className={styles.staticList}>
          <NoticeItems notices={scrolling} />
        </ul>
      ) : (
        <div className={styles.viewport}>
          <div
            className={`${styles.track} ${paused ? styles.paused : ''}`}
            style={{ animationDuration: `${loopSeconds}s` }}
            data-testid="notice-marquee"
            data-paused={paused}
          >
            <ul className={styles.list}>
              <NoticeItems notices={scrolling} />
            </ul>
            {/* The second copy makes the loop seamless; readers hear the notices once. */}
            <ul className={styles.list} aria-hidden="true">
              <NoticeItems notices={scrolling} />
            </ul>
          </div>
        </div>
      )}
      <div className={styles.actions}>
        {!reducedMotion && scrolling.length > 0 && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setPaused((value) => !value)}
            aria-label={t(paused ? 'announcements.notice.play' : 'announcements.notice.pause')}
          >
            {paused ? <PlayIcon className={styles.icon} /> : <PauseIcon className={styles.icon} />}
          </button>
        )}
        <button type="button" className={styles.allButton} onClick={() => setListOpen(true)}>
          {t('announcements.notice.all')}
        </button>
      </div>
      <Dialog
        open={listOpen}
        onClose={() => setListOpen(false)}
        title={t('announcements.notice.listTitle')}
        closeLabel={t('announcements.notice.close')}
      >
        <ul className={styles.noticeList}>
          {listed.map((notice) => (
            <li key={notice.id}>
              <h3 className={styles.listTitle}>{notice.title}</h3>
              <p className={styles.listContent}>{notice.content}</p>
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}

function NoticeItems(props: { notices: readonly Announcement[] }) {
  return props.notices.map((notice) => (
    <li key={notice.id} className={styles.item}>
      <span className={styles.noticeTitle}>{oneLine(notice.title)}</span> {oneLine(notice.content)}
    </li>
  ));
}

function MegaphoneIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 10v4h3l6 4V6L6 10H3zm13-2a5 5 0 0 1 0 8m2.5-10.5a8.5 8.5 0 0 1 0 13"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
