// What a video upload's progress and failures say, from the resumable upload client's numbers and
// errors; the upload id the lesson names, from the upload's address.

/** The part of the upload client's error that carries the server's answer (tus-js-client's DetailedError). */
export interface UploadFailure {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

/** Why an upload stopped, and whether carrying on from where it stopped may work. */
export interface UploadProblem {
  message: string;
  resumable: boolean;
}

const OFFLINE =
  'The upload stopped: the shop could not be reached. Check your connection, then resume.';
const TOO_LARGE = 'This file is larger than the shop accepts for a video.';

/** The message of the API's `{ code, message }` body, or undefined for any other answer. */
function messageOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('message' in parsed)) return undefined;
    return typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's refusal in its own words (a file that is not a video, a type that is not one), or why
 * the upload stopped. A refusal is final; a lost connection or a server's trouble may be resumed.
 */
export function uploadProblem(error: UploadFailure): UploadProblem {
  const response = error.originalResponse;
  if (!response) return { message: OFFLINE, resumable: true };
  const status = response.getStatus();
  const resumable = status >= 500;
  const message = messageOf(response.getBody());
  if (message) return { message, resumable };
  // The upload protocol answers its own refusals in plain text.
  if (status === 413) return { message: TOO_LARGE, resumable: false };
  if (resumable) {
    return {
      message: 'The shop could not take the upload just now. Resume in a moment.',
      resumable,
    };
  }
  return { message: `The upload was refused (${status}). Choose the file again.`, resumable };
}

/** Whole per cent sent, 100 only once every byte has gone. */
export function percentSent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return sent >= total ? 100 : Math.min(99, Math.floor((sent / total) * 100));
}

/** The upload's id: the last segment of its address. */
export const uploadIdOf = (uploadUrl: string) =>
  new URL(uploadUrl, 'https://any.invalid').pathname.split('/').at(-1) ?? '';
