import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './section-heading.module.css';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  /** The small capitalised label above the title, e.g. 'OUR MISSION'. */
  label?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  /** 'dark' for sections on the deep blue background. */
  tone?: 'light' | 'dark';
}

/** The label, h2 and short lead that open a section of a marketing page. */
export function SectionHeading({ id, label, title, children, align = 'center', tone = 'light' }: SectionHeadingProps) {
  return (
    <div className={classes.heading} data-align={align} data-tone={tone}>
      {label ? <Text className={classes.label}>{label}</Text> : null}
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {children ? <Text className={classes.lead}>{children}</Text> : null}
    </div>
  );
}
