import classes from './chevron.module.css';

/** The accordions' open/close chevron (decorative: the control has aria-expanded). */
export const Chevron = () => <span className={classes.chevron} aria-hidden />;
