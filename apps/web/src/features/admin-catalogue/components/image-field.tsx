// An image of the product form: an address typed in, or a file uploaded to the shop that fills it in.
import type { ProductFormInput } from '@kaushal/shared/product';
import { useId, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useUploadImageMutation } from '../products-api';

export type ImageFieldName = 'thumbnail' | 'image1' | 'image2';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp';

// A preview only for what could be an image address; anything else waits for the form's message.
const looksLikeAddress = (value: string) => /^(https?:\/\/|\/(?!\/))\S+$/.test(value);

export function ImageField({
  name,
  label,
  control,
}: {
  name: ImageFieldName;
  label: string;
  control: Control<ProductFormInput>;
}) {
  const [upload, { isLoading }] = useUploadImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileId = useId();

  const onFile = async (file: File | undefined, setAddress: (url: string) => void) => {
    if (!file) return;
    setUploadError(null);
    const result = await upload(file);
    if (result.error) {
      setUploadError(errorMessage(result.error, 'The image could not be uploaded.'));
      return;
    }
    setAddress(result.data.url);
  };

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <div className="grid gap-3 sm:grid-cols-[1fr_10rem] sm:items-start">
          <div>
            <TextField
              label={label}
              placeholder="https://… or upload a file"
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <label
                htmlFor={fileId}
                className="inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary"
              >
                {isLoading ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
                <input
                  id={fileId}
                  type="file"
                  accept={ACCEPTED_TYPES}
                  disabled={isLoading}
                  className="sr-only"
                  onChange={(event) => {
                    void onFile(event.target.files?.[0], field.onChange);
                    // The same file chosen again after a failure is a new attempt.
                    event.target.value = '';
                  }}
                />
              </label>
              <span className="text-xs text-slate-500">PNG, JPEG or WebP, up to 2 MB</span>
            </div>
            {uploadError && (
              <p role="alert" className="mt-1.5 text-sm text-red-700">
                {uploadError}
              </p>
            )}
          </div>
          {looksLikeAddress(field.value) ? (
            <img
              src={field.value}
              alt={`${label} preview`}
              width={160}
              height={100}
              className="aspect-[8/5] w-40 rounded-lg border border-slate-200 bg-slate-100 object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="hidden aspect-[8/5] w-40 rounded-lg border border-dashed border-slate-300 bg-slate-50 sm:block"
            />
          )}
        </div>
      )}
    />
  );
}
