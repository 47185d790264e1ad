import type { ReactNode } from 'react';
import classes from './card-grid.module.css';

/** A list of cards: stacked on phones, three across from tablets up. Its children are the <li> cards. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={classes.grid}>{children}</ul>;
}
