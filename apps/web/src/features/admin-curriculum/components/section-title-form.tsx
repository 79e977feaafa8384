// A section's title: the form that adds a section below the others, and the one that renames one. The
// server's refusal ("Enter a section title") shows at the field.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

interface SectionTitleFormProps {
  /** The form's name for assistive technology. */
  name: string;
  label: string;
  submitLabel: string;
  initialTitle?: string;
  /** Saves the title: the server's refusal, or null once it is saved. */
  onSubmit: (title: string) => Promise<string | null>;
  onCancel?: () => void;
}

export function SectionTitleForm({
  name,
  label,
  submitLabel,
  initialTitle = '',
  onSubmit,
  onCancel,
}: SectionTitleFormProps) {
  const [title, setTitle] = useState(initialTitle);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const refusal = await onSubmit(title);
    setSaving(false);
    setError(refusal ?? undefined);
    // A new section's form is ready for the next one.
    if (refusal === null && !initialTitle) setTitle('');
  };

  return (
    <form
      noValidate
      aria-label={name}
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
    >
      <TextField
        label={label}
        value={title}
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
