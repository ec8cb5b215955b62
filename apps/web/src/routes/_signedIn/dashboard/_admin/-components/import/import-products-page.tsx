import {
  CATALOGUE_IMPORT_CONFIRM_PATH,
  CATALOGUE_IMPORT_MAX_MB,
  CATALOGUE_IMPORT_PREVIEW_PATH,
  type CatalogueImportPreview,
  type CatalogueImportResult,
  type ImportCounts,
} from '@partsmith/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { DashboardPage } from '../../../../../../components/dashboard-page';
import { Button } from '../../../../../../components/ui/button';
import { TitledPanel } from '../../../../../../components/ui/titled-panel';
import { useAppContext } from '../../../../../../lib/use-app-context';
import { ImportPreviewTables } from './import-preview-tables';
import { ImportProgressBar } from './import-progress-bar';
import { type ImportProgress, sendImport } from './send-import';

type Step =
  | { kind: 'choose' }
  | { kind: 'sending'; progress: ImportProgress; serverPhase: string }
  | { kind: 'preview'; preview: CatalogueImportPreview }
  | { kind: 'done'; result: CatalogueImportResult };

const countsText = (counts: ImportCounts) =>
  `${counts.created} to create, ${counts.changed} to change, ${counts.unchanged} unchanged, ${counts.refused} refused`;

/**
 * Import CSV (`/dashboard/importProducts`, decision 0070): choose a file in the catalogue export's format, see
 * what it would create, change and refuse, then confirm that same file (sent again with the preview's digest).
 */
export function ImportProductsPage() {
  const { trpc } = useAppContext();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);

  async function send<Answer>(url: string, serverPhase: string, chosen: File): Promise<Answer | null> {
    setError(null);
    setStep({ kind: 'sending', progress: { phase: 'uploading', fraction: 0 }, serverPhase });
    try {
      return await sendImport<Answer>(url, chosen, (progress) =>
        setStep({ kind: 'sending', progress, serverPhase }),
      );
    } catch (failure) {
      setError((failure as Error).message);
      setStep({ kind: 'choose' });
      return null;
    }
  }

  async function preview() {
    if (!file) return setError('Choose a CSV file to import');
    const answer = await send<CatalogueImportPreview>(
      CATALOGUE_IMPORT_PREVIEW_PATH,
      'Checking every row…',
      file,
    );
    if (answer) setStep({ kind: 'preview', preview: answer });
  }

  async function confirm(digest: string) {
    if (!file) return;
    const url = `${CATALOGUE_IMPORT_CONFIRM_PATH}?digest=${digest}`;
    const result = await send<CatalogueImportResult>(url, 'Writing the parts…', file);
    if (!result) return;
    await queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() });
    setStep({ kind: 'done', result });
  }

  return (
    <DashboardPage
      title="Import products"
      intro="Create and update parts from a CSV in the catalogue download's format, matched by part number."
    >
      <TitledPanel id="import-file" title="Choose a file" tone="card">
        <p className="text-sm text-graphite-700">
          Start from “Download catalogue (CSV)” on Manage Products: edit prices or stock, add rows for new
          parts (each needs a category slug), keep the first row. Up to {CATALOGUE_IMPORT_MAX_MB} MB. Nothing
          is saved until you confirm.
        </p>
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void preview();
          }}
        >
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-graphite-800">
              Catalogue CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="block w-full max-w-full text-sm text-graphite-800 file:mr-3 file:rounded file:border file:border-graphite-300 file:bg-white file:px-3 file:py-2"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setStep({ kind: 'choose' });
              }}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={step.kind === 'sending'}>
            Preview import
          </Button>
        </form>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        {step.kind === 'sending' && (
          <ImportProgressBar progress={step.progress} serverPhase={step.serverPhase} />
        )}
      </TitledPanel>

      {step.kind === 'preview' && (
        <TitledPanel id="import-preview" title="Preview" tone="card">
          <p className="font-medium text-graphite-900">{countsText(step.preview.counts)}</p>
          <ImportPreviewTables preview={step.preview} />
          {step.preview.counts.refused > 0 ? (
            <p className="text-sm text-graphite-700">
              Correct the refused rows in the file, choose it again and preview: a file with a refused row
              cannot be imported.
            </p>
          ) : null}
          <Button
            disabled={step.preview.counts.refused > 0}
            onClick={() => void confirm(step.preview.digest)}
          >
            Confirm import
          </Button>
        </TitledPanel>
      )}

      {step.kind === 'done' && (
        <TitledPanel id="import-result" title="Imported" tone="card">
          <p role="status" className="font-medium text-graphite-900">
            {step.result.counts.created} created, {step.result.counts.changed} changed,{' '}
            {step.result.counts.unchanged} unchanged.
          </p>
          <ul className="space-y-1 text-sm">
            {step.result.parts.map((part) => (
              <li key={part.id}>
                <Link to="/parts/$id" params={{ id: part.id }} className="text-accent-700 underline">
                  {part.name}
                </Link>{' '}
                <span className="font-mono text-graphite-600">{part.partNumber}</span>{' '}
                {part.created ? '(new)' : '(changed)'}
              </li>
            ))}
          </ul>
          <Link to="/dashboard/manageProducts" className="text-sm text-accent-700 underline">
            Back to Manage Products
          </Link>
        </TitledPanel>
      )}
    </DashboardPage>
  );
}
