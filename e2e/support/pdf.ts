// A PDF the browser downloaded, read by an independent reader (pdf.js through unpdf).
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** Clicks what downloads a PDF named like `fileName`, and returns its text with line breaks as spaces. */
export async function downloadedPdfText(
  page: Page,
  fileName: RegExp,
  click: () => Promise<void>,
): Promise<string> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(fileName);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}
