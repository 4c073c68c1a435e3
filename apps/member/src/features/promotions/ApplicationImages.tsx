import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useId } from 'react';
import { imageMaxLabel } from './promotions-rules.ts';
import * as styles from './promotions.css.ts';
import type { useApplicationImages } from './use-application-images.ts';

/**
 * The application's images: the picker (png or jpg; disabled once 3 are chosen), why a file was
 * not taken, and each image's preview with its upload state, a retry when it failed, and remove.
 */
export function ApplicationImages(props: {
  images: ReturnType<typeof useApplicationImages>;
  max: number;
  errorId: string;
  error: string | undefined;
  onChange: () => void;
}) {
  const { t } = useT('promotions');
  const inputId = useId();
  const hintId = useId();
  const { images, refused } = props.images;
  const full = images.length >= props.max;
  const problemWords = refused.map(({ name, problem }) =>
    problem === 'type'
      ? t('promotions.apply.errors.type', { name })
      : problem === 'size'
        ? t('promotions.apply.errors.size', { name, size: imageMaxLabel })
        : t('promotions.apply.errors.tooMany', { name, max: props.max }),
  );
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={props.error ? `${hintId} ${props.errorId}` : hintId}
    >
      <legend className={styles.legend}>{t('promotions.apply.images')}</legend>
      <p id={hintId} className={styles.muted}>
        {t('promotions.apply.imagesHint', { size: imageMaxLabel, max: props.max })}
      </p>
      <div className={styles.pickRow}>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={full}
          className={styles.fileInput}
          data-testid="application-file-input"
          onChange={(event) => {
            props.images.pick([...(event.target.files ?? [])]);
            props.onChange();
            // The same file may be picked again after it is removed.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={full ? `${styles.pickLabel} ${styles.pickDisabled}` : styles.pickLabel}
        >
          {t('promotions.apply.addImages')} ({images.length}/{props.max})
        </label>
      </div>
      {problemWords.length > 0 ? (
        <ul className={styles.problems} role="alert" data-testid="image-problems">
          {problemWords.map((words) => (
            <li key={words}>{words}</li>
          ))}
        </ul>
      ) : null}
      {props.error ? (
        <p id={props.errorId} className={styles.refusalLine} role="alert">
          {props.error}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.images} aria-label={t('promotions.apply.images')}>
          {images.map((image) => (
            <li key={image.key} className={styles.imageTile} data-testid="application-image">
              {image.previewUrl && image.state !== 'failed' ? (
                <img
                  src={image.previewUrl}
                  alt={t('promotions.apply.preview', { name: image.file.name })}
                  className={styles.imagePreview}
                />
              ) : null}
              {image.state === 'uploading' ? (
                <>
                  <div className={styles.uploadBar} aria-hidden="true" />
                  <p className={styles.imageState} role="status">
                    {t('promotions.apply.uploading')}
                  </p>
                </>
              ) : image.state === 'uploaded' ? (
                <p className={styles.imageState}>{t('promotions.apply.uploaded')}</p>
              ) : (
                <>
                  <p className={styles.imageFailed}>
                    {t('promotions.apply.uploadFailed')}: {image.problem}
                  </p>
                  <Button size="sm" variant="secondary" onClick={() => props.images.retry(image.key)}>
                    {t('promotions.apply.retryUpload')}
                  </Button>
                </>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('promotions.apply.removeLabel', { name: image.file.name })}
                onClick={() => {
                  props.images.remove(image.key);
                  props.onChange();
                }}
              >
                {t('promotions.apply.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
