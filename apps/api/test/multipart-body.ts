// Builds a multipart/form-data body exactly as a browser's FormData sends it, for upload tests.

export interface FilePart {
  /** The form field; `file` unless a test wants another. */
  field?: string;
  bytes: Buffer;
  filename: string;
  type: string;
}

export interface RequestBody {
  payload: Buffer | string;
  contentType: string;
}

export async function multipartBody(
  file?: FilePart,
  fields: Record<string, string> = {},
): Promise<RequestBody & { payload: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type });
    form.set(file.field ?? 'file', blob, file.filename);
  }
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
