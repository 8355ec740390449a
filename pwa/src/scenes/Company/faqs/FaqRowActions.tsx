import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';

interface FaqRowActionsProps {
  /** The FAQ's question: names the move buttons for screen readers. */
  question: string;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onEdit: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** Edit, move up, move down and delete for one FAQ: the owner's editor and the admin's. */
export function FaqRowActions({
  question,
  isFirst,
  isLast,
  busy,
  onEdit,
  onMove,
  onDelete,
}: FaqRowActionsProps) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Move up: ${question}`}
        disabled={isFirst || busy}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Move down: ${question}`}
        disabled={isLast || busy}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-red-700"
        disabled={busy}
        onClick={onDelete}
      >
        Delete
      </Button>
    </div>
  );
}
