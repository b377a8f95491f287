import { cardClass } from '../../components/ui/Card';
import { buttonClass } from '../../components/ui/Button';
import { formStyles } from '../../components/ui/Form';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMe } from '../../api/session';
import { DeleteAccountSection } from '../../features/account/DeleteAccount';

/**
 * Privacy & my data (POPIA): download everything the product holds about the member,
 * and delete the account (features/account/DeleteAccount.tsx).
 * A plain link: the browser saves GET /api/me/export's attachment with the session cookie, no
 * JavaScript download code and nothing kept in memory or on the device by the app.
 */
export default function Privacy() {
  useDocumentTitle('Privacy & My Data');
  const { data: me } = useMe();
  return (
    <>
      <section className={cardClass} aria-labelledby="privacy-title">
        <h2 id="privacy-title">Privacy &amp; My Data</h2>
        <p>
          Download everything Recruiter Connect holds about you: your profile, your job specs and candidates (closed
          ones too), the match proposals and sourcing offers you made or received, your deals, your notifications, your
          activity in the audit trail and your consent dates.
        </p>
        <p>
          It is one file: the data as JSON, with each table also as CSV inside it (open it in any text editor; the CSV
          parts can be pasted into a spreadsheet). Other members’ details are in it only where you can already see them,
          on approved proposals and deals.
        </p>
        <div className={formStyles.actions}>
          <a
            className={buttonClass({ variant: 'primary' })}
            href="/api/me/export"
            download
            data-testid="download-my-data"
          >
            Download my data
          </a>
        </div>
      </section>
      {me && <DeleteAccountSection me={me} />}
    </>
  );
}
