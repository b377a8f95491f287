/**
 * /import and /import/:uid/:step — bulk import of job specs or candidates from an ATS export
 * (docs/imports.md): upload, match columns, match values, preview, import. The import's uid and
 * step are in the path, so a refresh or the browser's Back returns to the same step; the mapping
 * lives on the server, saved as each step goes on.
 */
import { Link, Navigate, useParams } from 'react-router-dom';
import { isRefusal } from '../../api/client';
import { useImport, type ImportView } from '../../api/imports';
import { Button, buttonClass } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ColumnsStep } from '../../features/imports/ColumnsStep';
import { DoneStep } from '../../features/imports/DoneStep';
import { importPath, stepNumber } from '../../features/imports/import-model';
import { ImportSteps } from '../../features/imports/ImportSteps';
import { PreviewStep } from '../../features/imports/PreviewStep';
import { UploadStep } from '../../features/imports/UploadStep';
import { ValuesStep } from '../../features/imports/ValuesStep';
import styles from '../../features/imports/imports.module.css';

export default function ImportWizard() {
  const { uid, step } = useParams();
  useDocumentTitle('Import');
  return (
    <div className={`${containerClass} ${styles.page}`}>
      {uid ? (
        <ImportAt uid={uid} step={step} />
      ) : (
        <>
          <Head title="Import from your ATS" />
          <ImportSteps current={1} />
          <UploadStep />
        </>
      )}
    </div>
  );
}

function Head({ title, fileName }: { title: string; fileName?: string }) {
  return (
    <header className={styles.head}>
      <h1>{title}</h1>
      {fileName && <p className={styles.name}>{fileName}</p>}
    </header>
  );
}

function ImportAt({ uid, step }: { uid: string; step: string | undefined }) {
  const { data: view, isPending, isError, error, refetch } = useImport(uid);
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <section className={cardClass} role="alert">
        <p>
          {isRefusal(error) ? 'This import was not found. It may have expired: upload the file again.' : error.message}
        </p>
        <div className={styles.actions}>
          {isRefusal(error) ? (
            <Link to="/import" className={buttonClass()}>
              Upload a file
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
        </div>
      </section>
    );
  // An import done is shown as its result; the result of one not yet done is its preview.
  if (view.status === 'imported' && step !== 'done') return <Navigate to={importPath(uid, 'done')} replace />;
  if (view.status !== 'imported' && step === 'done') return <Navigate to={importPath(uid, 'preview')} replace />;
  const current = stepNumber(step);
  return (
    <>
      <Head title={view.kind === 'job' ? 'Import job specs' : 'Import candidates'} fileName={view.fileName} />
      <ImportSteps current={current} />
      <Step view={view} current={current} />
    </>
  );
}

function Step({ view, current }: { view: ImportView; current: number }) {
  if (current === 2) return <ColumnsStep view={view} />;
  if (current === 3) return <ValuesStep view={view} />;
  if (current === 4) return <PreviewStep view={view} />;
  return <DoneStep view={view} />;
}
