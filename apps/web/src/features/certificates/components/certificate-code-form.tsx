// A field to type a certificate's code (as printed on it) and open its verification page; a code of
// another shape is refused here, saying how a code looks, before any lookup.
import { paths } from '@kaushal/shared/routes';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { readCode } from '../certificate-code';

export function CertificateCodeForm({ label }: { label: string }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCode(typed);
    if ('error' in read) {
      setError(read.error);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setTyped('');
    void navigate(paths.certificate(read.code));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="grow">
        <TextField
          ref={input}
          label="Certificate code"
          placeholder="KSH-7F3K9QW2XM"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <Button type="submit" className="sm:mt-7">
        Check
      </Button>
    </form>
  );
}
