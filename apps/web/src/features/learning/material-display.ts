// How a batch's file reads in a list: its kind and its size.
import type { BatchMaterial } from '@kaushal/shared/enrolment';

const KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.ms-powerpoint': 'Slides',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'Slides',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Spreadsheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Document',
  'application/zip': 'ZIP',
};

/** 'PDF', 'Slides', or the file's extension in capitals ('CSV') for a type without a name here. */
export function fileKind(material: Pick<BatchMaterial, 'contentType' | 'fileName'>): string {
  const known = KINDS[material.contentType];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(material.fileName)?.[1];
  return extension ? extension.toUpperCase() : 'File';
}

/** '840 B', '12 KB', '3.4 MB' (1 KB = 1024 bytes, as file managers count). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
