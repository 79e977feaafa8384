// The question before a section or lesson is deleted, with Cancel and Delete.
import { Button } from '../../../components/ui/button';

interface DeletionConfirmProps {
  question: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeletionConfirm({ question, deleting, onConfirm, onCancel }: DeletionConfirmProps) {
  return (
    <>
      <p className="text-slate-700">{question}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button className="bg-red-600! hover:bg-red-700!" disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </>
  );
}
