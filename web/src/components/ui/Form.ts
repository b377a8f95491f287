import styles from './Form.module.css';

/** Form layout classes: `form` (fields one under another), `grid` + `gridTwo`, `actions` (a row of buttons). */
export const formStyles = styles;
