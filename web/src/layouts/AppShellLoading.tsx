import styles from './Layout.module.css';
import { Logo } from '../components/Logo';
import { PageLoading } from '../components/PageLoading';

/**
 * The signed-in app's frame while its code downloads (router.tsx: right after logging in, on a
 * slow phone): the app bar with the logo where the shell will put it, and the loading placeholder,
 * instead of a bare placeholder without the bar. Small and in the first page's code (the public
 * layouts already carry the bar's styles and the logo).
 */
export function AppShellLoading() {
  return (
    <div className={styles.page}>
      <header className={`appbar ${styles.bar}`}>
        <div className={styles.barInner}>
          <Logo />
        </div>
      </header>
      <main id="main" className={styles.appMain}>
        <PageLoading />
      </main>
    </div>
  );
}
