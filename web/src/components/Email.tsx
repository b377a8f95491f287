import { Fragment } from 'react';
import styles from './Email.module.css';

/**
 * An e-mail address that a narrow screen breaks at its natural places — before the '@' and the
 * dots — rather than in the middle of a word ('thandi.nkos' / 'i@talent…'). A part longer than the
 * line still breaks (the CSS's overflow-wrap), as the last resort.
 */
export function Email({ address, link = false, className }: { address: string; link?: boolean; className?: string }) {
  const classes = className ? `${styles.email} ${className}` : styles.email;
  const parts = address.split(/(?=[@.])/);
  const text = parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
  return link ? (
    <a className={classes} href={`mailto:${address}`}>
      {text}
    </a>
  ) : (
    <span className={classes}>{text}</span>
  );
}
