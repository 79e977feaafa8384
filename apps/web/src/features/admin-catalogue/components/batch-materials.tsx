// A batch's materials for its learners: the files attached so far (title, file name, size) with a
// confirmed delete, and a form that uploads a PDF or Office document with its title.
import { MATERIAL_MAX_BYTES, materialTitleSchema } from '@kaushal/shared/enrolment';
import type { BatchMaterial } from '@kaushal/shared/enrolment';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import {
  useDeleteBatchMaterialMutation,
  useGetBatchMaterialsQuery,
  useUploadBatchMaterialMutation,
  type BatchRef,
} from '../materials-api';

const ACCEPTED = '.pdf,.pptx,.docx,.xlsx,application/pdf';
const ACCEPTED_EXTENSIONS = /\.(pdf|pptx|docx|xlsx)$/i;
const MAX_MEGABYTES = MATERIAL_MAX_BYTES / 1024 / 1024;

/** "840 KB", "2.4 MB" */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What is wrong with the chosen file before it is sent (the server checks its bytes again). */
function fileProblem(file: File | undefined): string | undefined {
  if (!file) return 'Choose a file to upload';
  if (!ACCEPTED_EXTENSIONS.test(file.name)) {
    return 'Choose a PDF, or a PowerPoint, Word or Excel document (.pptx, .docx, .xlsx)';
  }
  if (file.size > MATERIAL_MAX_BYTES) return `The file is larger than ${MAX_MEGABYTES} MB`;
  return undefined;
}

interface BatchMaterialsProps extends BatchRef {
  batchName: string;
  onNotice: (variant: 'success' | 'error', message: string) => void;
}

function UploadForm({ productId, batchId, batchName, onNotice }: BatchMaterialsProps) {
  const [upload, { isLoading }] = useUploadBatchMaterialMutation();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<{ title?: string; file?: string; upload?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedTitle = materialTitleSchema.safeParse(title);
    const problems = {
      title: parsedTitle.success ? undefined : parsedTitle.error.issues[0]?.message,
      file: fileProblem(file),
    };
    setErrors(problems);
    if (!parsedTitle.success || problems.file || !file) return;
    const result = await upload({ productId, batchId, title: parsedTitle.data, file });
    if (result.error) {
      setErrors({ upload: errorMessage(result.error, 'The file could not be uploaded.') });
      return;
    }
    setTitle('');
    setFile(undefined);
    if (fileInput.current) fileInput.current.value = '';
    onNotice('success', `${result.data.title} added to ${batchName}`);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Upload material for ${batchName}`}
      className="space-y-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
    >
      <TextField
        label="Title"
        placeholder="e.g. Week 1 slides"
        value={title}
        maxLength={200}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div>
        <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-700">
          File
        </label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept={ACCEPTED}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${fileId}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-slate-800 hover:file:bg-slate-100"
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        <p id={`${fileId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {errors.file ? (
            <span className="text-sm text-red-700">{errors.file}</span>
          ) : (
            `PDF, PowerPoint, Word or Excel (.pdf, .pptx, .docx, .xlsx), up to ${MAX_MEGABYTES} MB`
          )}
        </p>
      </div>
      {errors.upload && <Alert tone="error">{errors.upload}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={isLoading}>
          {isLoading ? 'Uploading…' : 'Upload material'}
        </Button>
        {isLoading && file && (
          <span role="status" className="text-sm text-slate-600">
            {`Sending ${file.name} (${formatSize(file.size)})…`}
          </span>
        )}
      </div>
    </form>
  );
}

export function BatchMaterials(props: BatchMaterialsProps) {
  const { productId, batchId, batchName, onNotice } = props;
  const { data: materials, isLoading, error } = useGetBatchMaterialsQuery({ productId, batchId });
  const [remove, { isLoading: deleting }] = useDeleteBatchMaterialMutation();
  const [confirming, setConfirming] = useState<BatchMaterial | null>(null);

  const confirmDelete = async (material: BatchMaterial) => {
    const result = await remove({ productId, batchId, materialId: material.id });
    setConfirming(null);
    if (result.error) onNotice('error', errorMessage(result.error));
    else onNotice('success', `${material.title} deleted`);
  };

  let list;
  if (isLoading) list = <Spinner label="Loading materials…" />;
  else if (!materials) {
    list = <Alert tone="error">{errorMessage(error, 'The materials could not be loaded.')}</Alert>;
  } else if (materials.length === 0) {
    list = (
      <p className="text-sm text-slate-600">
        No materials yet. Learners of this batch can download what you upload here.
      </p>
    );
  } else {
    list = (
      <ul className="divide-y divide-slate-200" aria-label={`Materials of ${batchName}`}>
        {materials.map((material) => (
          <li key={material.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{material.title}</p>
              <p className="truncate text-sm text-slate-600">
                {material.fileName} · {formatSize(material.size)}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700!"
              onClick={() => setConfirming(material)}
            >
              Delete<span className="sr-only"> {material.title}</span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mt-3 space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">Materials</h3>
      {list}
      <UploadForm {...props} />
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete material"
      >
        <p className="text-slate-700">
          {`Delete “${confirming?.title ?? ''}”? Learners of ${batchName} will no longer be able to download it.`}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            className="bg-red-600! hover:bg-red-700!"
            disabled={deleting}
            onClick={() => confirming && void confirmDelete(confirming)}
          >
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
