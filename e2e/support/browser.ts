// Debian's Chromium driven by playwright-core, with the flags a machine without internet access needs.
// Playwright gives every launch a new, empty profile of its own.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const ARTEFACTS_DIR = new URL('../../test-results/', import.meta.url).pathname;

/** Without the networking flags Chromium keeps reaching for hosts this machine cannot reach. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
