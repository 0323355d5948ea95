import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCatalogueOptions, type CatalogueOptions } from '../api/get-catalogue-options';
import { QueryState } from './query-state';
import { StatusBadge } from './status-badge';

/**
 * The frame of a catalogue editor (a trip, a destination): the way back to its list, then the
 * form, once the catalogue's options it chooses from (types, places, categories…) are loaded.
 */
export function CatalogueEditorFrame({
  backTo,
  backLabel,
  children,
}: {
  backTo: string;
  /** "All trips": shown after an arrow. */
  backLabel: string;
  children: (options: CatalogueOptions) => ReactNode;
}) {
  const options = useCatalogueOptions();
  return (
    <>
      <Link to={backTo} className="text-sm text-brand-800 underline">
        {`← ${backLabel}`}
      </Link>
      <QueryState query={options} label="the catalogue's options">
        {children}
      </QueryState>
    </>
  );
}

/** Beside an editor's title: the record's status and, when the site shows it, a link to it there. */
export function EditorStatus({ status, siteUrl }: { status: string; siteUrl?: string }) {
  return (
    <span className="flex items-center gap-3 text-sm">
      <StatusBadge status={status} />
      {siteUrl && (
        <Link to={siteUrl} className="text-brand-800 underline">
          View on the site
        </Link>
      )}
    </span>
  );
}
