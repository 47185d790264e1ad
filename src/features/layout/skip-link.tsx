import classes from './skip-link.module.css';

/** The first tab stop: jumps keyboard and screen-reader users past the header. */
export function SkipLink() {
  return (
    <a href="#main-content" className={classes.skipLink}>
      Skip to main content
    </a>
  );
}
