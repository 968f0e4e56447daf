'use client';

import { Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';

const icon = 'inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-canvas focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary';

/** Edit link and Delete button of a table row, with names screen readers can tell apart. */
export function RowActions({ editHref, editLabel, onDelete, deleteLabel, children }: {
  editHref: string; editLabel: string; onDelete?: () => void; deleteLabel?: string; children?: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-1">
      <Link href={editHref} aria-label={editLabel} title={editLabel} className={`${icon} text-primary`}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Link>
      {onDelete && (
        <button type="button" onClick={onDelete} aria-label={deleteLabel} title={deleteLabel} className={`${icon} text-danger`}>
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      )}
      {children}
    </div>
  );
}

export const rowIconClass = icon;
