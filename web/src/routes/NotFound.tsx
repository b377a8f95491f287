import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';

export default function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <main id="main" className="container not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist, or has moved.</p>
      <p>
        <Link className="button button--primary" to="/dashboard">
          Go to the dashboard
        </Link>
      </p>
    </main>
  );
}
