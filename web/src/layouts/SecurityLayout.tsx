import { Outlet } from 'react-router-dom';
import styles from './Layout.module.css';
import { SlimFooter } from './Footer';
import { TopBar } from './PublicLayout';

/** Login-type pages: the top bar, a hero band with the form card, and a copyright footer. */
export function SecurityLayout() {
  return (
    <div className={`${styles.page} ${styles.security}`}>
      <TopBar />
      <main id="main" className={styles.securityMain}>
        <Outlet />
      </main>
      <SlimFooter />
    </div>
  );
}

export function SecurityCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section className={styles.securityCard} aria-labelledby="security-title">
      <h1 id="security-title">{title}</h1>
      {intro && <p className={styles.securityIntro}>{intro}</p>}
      {children}
    </section>
  );
}
