import { LoadNearViewport } from '@lotus/app-shell';
import type { ApplicationImage } from '@lotus/contract/promotions';
import { useT } from '@lotus/i18n';
import { Dialog, Spinner } from '@lotus/ui';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import { useImageUrl } from './use-image-url.ts';
import * as styles from './rewards.css.ts';

type Words = { n: number; count: number; member: string };

/** One image: a thumbnail button that opens it full size in a dialog (Escape or × closes it). */
function Thumbnail(props: { image: ApplicationImage; words: Words }) {
  const { words } = props;
  const { t } = useT('common', 'consoleRewards');
  const image = useImageUrl(props.image.id);
  const [open, setOpen] = useState(false);
  const alt = t('consoleRewards.applications.imageAlt', words);

  return (
    <li>
      <button
        type="button"
        className={styles.thumb}
        disabled={image.state !== 'ready'}
        onClick={() => setOpen(true)}
        aria-label={t('consoleRewards.applications.openImage', words)}
        data-testid="application-thumb"
      >
        {image.state === 'ready' ? (
          <img src={image.url} alt="" className={styles.thumbImage} />
        ) : image.state === 'loading' ? (
          <span className={styles.thumbNote}>
            <Spinner size="sm" label={t('consoleRewards.applications.imageLoading', words)} />
          </span>
        ) : (
          <span className={styles.thumbNote}>{t('consoleRewards.applications.imageFailed', words)}</span>
        )}
      </button>
      <Dialog
        open={open && image.state === 'ready'}
        onClose={() => setOpen(false)}
        size="lg"
        title={t('consoleRewards.applications.imageTitle', words)}
        closeLabel={t('common.close')}
      >
        {image.state === 'ready' ? <img src={image.url} alt={alt} className={styles.fullImage} /> : null}
      </Dialog>
    </li>
  );
}

/**
 * An application's images as thumbnails, each fetched with the operator's session once the entry
 * comes near the screen: a page of ten applications may carry thirty images of up to 5 MB.
 */
export function ApplicationImages(props: { images: ApplicationImage[]; member: string }) {
  const { t } = useT('consoleRewards');
  if (props.images.length === 0)
    return <span className={page.muted}>{t('consoleRewards.applications.noImages')}</span>;
  return (
    <LoadNearViewport minHeight={90}>
      <ul className={styles.thumbs} aria-label={t('consoleRewards.applications.images')}>
        {props.images.map((image, index) => (
          <Thumbnail
            key={image.id}
            image={image}
            words={{ n: index + 1, count: props.images.length, member: props.member }}
          />
        ))}
      </ul>
    </LoadNearViewport>
  );
}
