import styles from './Facts.module.css';

/**
 * The class of a definition list of facts (label, value). `facts` is kept beside the module's class
 * as a stable hook (e2e tests read the list; the member screen lays its facts out its own way).
 */
export const factsClass = `facts ${styles.facts}`;
