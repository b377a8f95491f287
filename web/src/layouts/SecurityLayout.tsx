import { Outlet } from 'react-router-dom';
import { Copyright } from './Footer';
import { TopBar } from './PublicLayout';

/** Login-type pages: the top bar, a hero band with the form card, and a copyright footer. */
export function SecurityLayout() {
  return (
    <div className="page page--security">
      <TopBar />
      <main id="main" className="security-main">
        <Outlet />
      </main>
      <footer className="footer footer--slim">
        <Copyright />
      </footer>
    </div>
  );
}

export function SecurityCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section className="security-card" aria-labelledby="security-title">
      <h1 id="security-title">{title}</h1>
      {intro && <p className="security-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
