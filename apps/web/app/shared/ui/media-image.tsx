import { createContext, useCallback, useContext, useState, type ImgHTMLAttributes } from 'react';
import { resolveMediaUrl, TRANSPARENT_PIXEL, warnMediaOnce, type MediaResources } from './media';

/** The loaded media resources of the page (module id → key → URL). */
export const MediaResourcesContext = createContext<MediaResources>({});

export interface MediaImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'onError'> {
  readonly moduleId: string;
  readonly mediaKey: string;
  /** Required: empty for decorative images, a description otherwise. */
  readonly alt: string;
  /** Sizes are required so the page does not shift when the image arrives (UX.md). */
  readonly width: number;
  readonly height: number;
  /** Overrides the resources of the context. */
  readonly resources?: MediaResources;
}

/** An image from the media resources; a missing key or a failed load shows a transparent pixel (spec §8). */
export function MediaImage({ moduleId, mediaKey, resources, loading = 'lazy', ...rest }: MediaImageProps) {
  const fromContext = useContext(MediaResourcesContext);
  const src = resolveMediaUrl(resources ?? fromContext, moduleId, mediaKey);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? TRANSPARENT_PIXEL : src;

  const fail = useCallback(() => {
    if (src === TRANSPARENT_PIXEL) return;
    warnMediaOnce(`Media "${moduleId}/${mediaKey}" failed to load from ${src}`);
    setFailedSrc(src);
  }, [src, moduleId, mediaKey]);
  // A server-rendered image can fail before hydration, when no onError listener exists yet.
  // Only eager images are checked: Chromium reports a deferred lazy image as complete with
  // naturalWidth 0 too, which would look broken (checked in Chromium headless).
  const checkBrokenBeforeHydration = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || img.loading === 'lazy') return;
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) fail();
    },
    [fail, src],
  );

  return (
    <img
      {...rest}
      ref={checkBrokenBeforeHydration}
      src={shown}
      loading={loading}
      decoding="async"
      onError={fail}
      data-media-key={`${moduleId}/${mediaKey}`}
    />
  );
}
