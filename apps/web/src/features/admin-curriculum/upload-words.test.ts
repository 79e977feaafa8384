import { describe, expect, it } from 'vitest';
import { percentSent, uploadIdOf, uploadProblem } from './upload-words';

const answered = (status: number, body: string) => ({
  originalResponse: { getStatus: () => status, getBody: () => body },
});

describe('upload words', () => {
  it('gives the server’s refusal in its own words, and no way to resume it', () => {
    expect(
      uploadProblem(
        answered(
          400,
          JSON.stringify({
            code: 'VALIDATION_FAILED',
            message: 'This file is not a video we can read.',
          }),
        ),
      ),
    ).toEqual({ message: 'This file is not a video we can read.', resumable: false });
    expect(
      uploadProblem(
        answered(
          415,
          '{"code":"UNSUPPORTED_MEDIA_TYPE","message":"Upload a video file, such as MP4, MOV, WebM or MKV"}',
        ),
      ).message,
    ).toBe('Upload a video file, such as MP4, MOV, WebM or MKV');
  });

  it('words the refusals the upload protocol answers in plain text', () => {
    expect(uploadProblem(answered(413, 'Maximum size exceeded\n'))).toEqual({
      message: 'This file is larger than the shop accepts for a video.',
      resumable: false,
    });
    expect(uploadProblem(answered(404, 'The file for this url was not found\n'))).toEqual({
      message: 'The upload was refused (404). Choose the file again.',
      resumable: false,
    });
  });

  it('lets a lost connection or a server’s trouble be resumed', () => {
    expect(uploadProblem({})).toMatchObject({ resumable: true });
    expect(uploadProblem({ originalResponse: null }).message).toMatch(/could not be reached/);
    expect(uploadProblem(answered(503, 'busy'))).toMatchObject({ resumable: true });
  });

  it('counts whole per cent, 100 only once every byte has gone', () => {
    expect(percentSent(0, 1000)).toBe(0);
    expect(percentSent(421, 1000)).toBe(42);
    expect(percentSent(999, 1000)).toBe(99);
    expect(percentSent(1000, 1000)).toBe(100);
    expect(percentSent(0, 0)).toBe(0);
  });

  it('reads the upload id from its address, relative or whole', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(uploadIdOf(`/api/uploads/tus/${id}`)).toBe(id);
    expect(uploadIdOf(`https://kaushal.example/api/uploads/tus/${id}`)).toBe(id);
  });
});
