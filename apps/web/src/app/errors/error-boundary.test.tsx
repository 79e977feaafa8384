// A part whose code fails to download shows the Retry screen, and Retry downloads it again.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../lib/lazy-chunk';
import { ErrorBoundary } from './error-boundary';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const offline = new TypeError('Failed to fetch dynamically imported module: /assets/part.js');

function Part() {
  return <p>The part</p>;
}

it('shows Retry with focus on its heading, and Retry loads the part after a failed download', async () => {
  // This failure already reloaded the page once, so it is shown rather than reloading again.
  sessionStorage.setItem('kaushal:reloaded-for', String(offline));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const load = vi
    .fn<() => Promise<{ default: typeof Part }>>()
    .mockRejectedValueOnce(offline)
    .mockResolvedValue({ default: Part });
  const LazyPart = lazyChunk(load);

  render(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <LazyPart />
      </Suspense>
    </ErrorBoundary>,
  );

  const heading = await screen.findByRole('heading', { name: 'Something went wrong' });
  expect(document.activeElement).toBe(heading);
  expect(load).toHaveBeenCalledTimes(1);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByText('The part');
  expect(load).toHaveBeenCalledTimes(2);
});
