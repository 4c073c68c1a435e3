import { useRefusalText } from '@lotus/app-shell';
import { useEffect, useRef, useState } from 'react';
import { promotionsApi } from './promotions-queries.ts';
import type { ImageProblem } from './promotions-rules.ts';
import { base64OfFile, checkPicked } from './promotions-rules.ts';

/** An image of the application: its preview, and whether its upload is under way, done or failed. */
export interface PickedImage {
  key: number;
  file: File;
  previewUrl: string | null;
  state: 'uploading' | 'uploaded' | 'failed';
  /** The server's id once uploaded. */
  id: string | null;
  /** Why the upload failed, in the member's words. */
  problem: string | null;
}

/**
 * The application's images: each picked file checked (type by name, size, count: the server judges
 * the type by the bytes), previewed, and uploaded at once as base64; failed ones can be sent again,
 * any can be removed. Previews are released when removed or when the form goes.
 */
export function useApplicationImages() {
  const wordsOf = useRefusalText();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [refused, setRefused] = useState<Array<{ name: string; problem: ImageProblem }>>([]);
  const next = useRef(0);
  const current = useRef(images);
  current.current = images;
  useEffect(
    () => () => {
      for (const image of current.current) if (image.previewUrl) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const update = (key: number, change: Partial<PickedImage>) =>
    setImages((list) => list.map((image) => (image.key === key ? { ...image, ...change } : image)));

  const upload = async (key: number, file: File) => {
    update(key, { state: 'uploading', problem: null });
    try {
      const answer = await promotionsApi.upload(await base64OfFile(file));
      update(key, { state: 'uploaded', id: answer.id });
    } catch (failure) {
      update(key, { state: 'failed', problem: wordsOf(failure) });
    }
  };

  const pick = (files: readonly File[]) => {
    const { taken, refused: notTaken } = checkPicked(files, current.current.length);
    setRefused(notTaken.map(({ file, problem }) => ({ name: file.name, problem })));
    const added = taken.map((file): PickedImage => ({
      key: (next.current += 1),
      file,
      previewUrl: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
      state: 'uploading',
      id: null,
      problem: null,
    }));
    setImages((list) => [...list, ...added]);
    for (const image of added) void upload(image.key, image.file);
  };

  const remove = (key: number) => {
    const image = current.current.find((each) => each.key === key);
    if (image?.previewUrl) URL.revokeObjectURL(image.previewUrl);
    setImages((list) => list.filter((each) => each.key !== key));
    setRefused([]);
  };

  const retry = (key: number) => {
    const image = current.current.find((each) => each.key === key);
    if (image) void upload(key, image.file);
  };

  const clear = () => {
    for (const image of current.current) if (image.previewUrl) URL.revokeObjectURL(image.previewUrl);
    setImages([]);
    setRefused([]);
  };

  return { images, refused, pick, remove, retry, clear };
}
