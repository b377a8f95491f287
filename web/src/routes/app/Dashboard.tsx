import { useMe } from '../../api/session';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_VERSION } from '../../../../shared/constants';

export default function Dashboard() {
  useDocumentTitle('Dashboard');
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  return (
    <div className="container">
      <header className="page-header">
        <h1>Hello, {me.firstname || me.email}</h1>
        <p className="muted">Share job specs and candidates privately, and propose matches with other recruiters.</p>
      </header>
      <p className="version" data-testid="version">
        Version {PRODUCT_VERSION} <span className="muted">· build {__BUILD_ID__}</span>
      </p>
    </div>
  );
}
