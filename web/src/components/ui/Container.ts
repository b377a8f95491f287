import styles from './Container.module.css';

/** The class of a screen's content column (centred, at most the content width, 16 px padding). */
export const containerClass = styles.container ?? '';
