import { Mail, Phone } from 'lucide-react';
import { EMERGENCY_SUPPORT, OFFICES, phoneHref } from '../../../lib/company';
import type { LegalBlock } from '../data/legal-types';

/** One piece of a legal section: paragraph, list, table or our offices' contact details. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  switch (block.kind) {
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return <LegalTable table={block} />;
    case 'contact':
      return <LegalContact />;
  }
}

/**
 * A real table from the sm breakpoint up; on a phone the same rows as stacked cards, so
 * nothing needs sideways scrolling. The hidden copy is display:none, out of the a11y tree.
 */
function LegalTable({ table }: { table: Extract<LegalBlock, { kind: 'table' }> }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl ring-1 ring-stone-200 sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-stone-100 text-stone-900">
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 bg-white">
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-4 py-3 align-top font-medium text-stone-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-4 py-3 align-top">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={table.caption} className="space-y-3 sm:hidden">
        {table.rows.map((row) => (
          <li key={row[0]} className="rounded-xl bg-white p-4 text-sm ring-1 ring-stone-200">
            <p className="font-semibold text-stone-900">{row[0]}</p>
            <dl className="mt-2 space-y-1.5">
              {row.slice(1).map((cell, i) => (
                <div key={i}>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-stone-600">{table.head[i + 1]}</dt>
                  <dd>{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function LegalContact() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {OFFICES.map((office) => (
        <li key={office.id} className="rounded-xl bg-stone-50 p-5 ring-1 ring-stone-200">
          <p className="font-semibold text-stone-900">Safari Tanzania — {office.label}</p>
          <address className="mt-2 space-y-1 text-sm not-italic">
            {office.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a href={`mailto:${office.email}`} className="mt-2 flex items-center gap-2 rounded font-medium text-brand-700 hover:underline">
              <Mail className="h-4 w-4" aria-hidden="true" />
              {office.email}
            </a>
            <a href={phoneHref(office.phone)} className="flex items-center gap-2 rounded font-medium text-brand-700 hover:underline">
              <Phone className="h-4 w-4" aria-hidden="true" />
              {office.phone}
            </a>
            {office.id === 'tanzania' && <span className="block pt-1 text-stone-600">{EMERGENCY_SUPPORT} while you travel</span>}
          </address>
        </li>
      ))}
    </ul>
  );
}
