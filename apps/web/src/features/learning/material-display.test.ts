import { expect, it } from 'vitest';
import { fileKind, fileSize } from './material-display';

it('names a file’s kind from its type, else its extension', () => {
  expect(fileKind({ contentType: 'application/pdf', fileName: 'notes.pdf' })).toBe('PDF');
  expect(
    fileKind({
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      fileName: 'deck.pptx',
    }),
  ).toBe('Slides');
  expect(fileKind({ contentType: 'text/csv', fileName: 'data.csv' })).toBe('CSV');
  expect(fileKind({ contentType: 'application/octet-stream', fileName: 'README' })).toBe('File');
});

it('shows sizes as file managers do', () => {
  expect(fileSize(840)).toBe('840 B');
  expect(fileSize(12 * 1024 + 100)).toBe('12 KB');
  expect(fileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
});
