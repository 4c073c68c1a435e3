import { useEffect, useState } from 'react';
import { rewardsApi } from './rewards-api.ts';

export type ImageState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

/**
 * An application's image as a blob URL the page may show (see rewardsApi.image): fetched once when
 * shown, the URL revoked and the fetch stopped when the entry goes, so no image stays in memory
 * after its entry.
 */
export function useImageUrl(id: string): ImageState {
  const [image, setImage] = useState<ImageState>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setImage({ state: 'loading' });
    rewardsApi
      .image(id, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setImage({ state: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setImage({ state: 'failed' });
      });
    return () => {
      controller.abort();
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [id]);
  return image;
}
