// React.lazy for the shop's code chunks, made to recover when a chunk fails to download. A chunk that
// is gone after a deploy (an open tab asks for the old file) reloads the page once, which fetches the
// new build; any other failure reaches the error boundary, whose Retry downloads the chunk again.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The failure that caused the last reload (browsers name the chunk in it): the same failure after the
 * reload shows the error instead, so a chunk that stays missing never reloads the page in a loop.
 */
const RELOADED_FOR = 'kaushal:reloaded-for';

let retries = 0;

/** Lets every chunk whose download failed try again on its next render. */
export function retryFailedChunks() {
  retries += 1;
}

export function lazyChunk<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let Chunk: LazyExoticComponent<ComponentType<Props>>;
  /** The retry count when the download last failed. */
  let failedAt: number | undefined;
  const prepare = () => {
    failedAt = undefined;
    Chunk = lazy(() =>
      load().catch((error: unknown) => {
        const failure = String(error);
        if (navigator.onLine && sessionStorage.getItem(RELOADED_FOR) !== failure) {
          sessionStorage.setItem(RELOADED_FOR, failure);
          window.location.reload();
          // The page is going away; the placeholder stays until it does.
          return new Promise<never>(() => {});
        }
        failedAt = retries;
        throw error;
      }),
    );
  };
  prepare();
  return function LazyChunk(props: Props) {
    // React.lazy keeps a failed download's error for good, so a retry needs a fresh one. Only an
    // asked-for retry makes it: React renders a failed part again by itself before giving up.
    if (failedAt !== undefined && failedAt !== retries) prepare();
    return <Chunk {...props} />;
  };
}
