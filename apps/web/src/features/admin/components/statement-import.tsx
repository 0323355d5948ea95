import { useId, useRef } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useImportBankStatement } from '../api/import-bank-statement';
import { StatementResult } from './statement-result';

/**
 * Upload of the bank's camt.053 statement (XML, up to 10 MB). Credits quoting a booking's
 * structured communication become its payments, once per bank line: importing the same file again
 * records nothing new and says so. A refused file shows the server's reason.
 */
export function StatementImport() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const mutation = useImportBankStatement();
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="mb-1 text-lg font-bold text-stone-900">
        Import a bank statement
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        Export the account statement from the bank as ISO 20022 camt.053 XML. Each credit is recorded once, however often it is imported.
      </p>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const file = input.current?.files?.[0];
          if (file) mutation.mutate(file);
        }}
      >
        <Field id={`${id}-file`} label="Statement file (camt.053 XML, up to 10 MB)">
          <input
            id={`${id}-file`}
            ref={input}
            type="file"
            accept=".xml,application/xml,text/xml"
            required
            className="block max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-900"
          />
        </Field>
        <Button type="submit" disabled={mutation.isPending}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {mutation.isPending ? 'Importing…' : 'Import statement'}
        </Button>
      </form>
      {mutation.isError && (
        <FormMessage tone="error" className="mt-4">
          {errorMessage(mutation.error, 'The statement was not imported. Please try again.')}
        </FormMessage>
      )}
      {mutation.isSuccess && (
        <>
          <FormMessage tone="success" className="mt-4">
            {mutation.data.message}
          </FormMessage>
          <StatementResult result={mutation.data.data} />
        </>
      )}
    </section>
  );
}
