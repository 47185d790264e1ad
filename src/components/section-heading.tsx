import { Box, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './section-heading.module.css';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  /** The small capitalised line above the title, e.g. 'OUR MISSION'. */
  label?: string;
  /** An icon before the label. */
  labelIcon?: ReactNode;
  title: ReactNode;
  /** The lead: a sentence or two under the title. */
  children?: ReactNode;
  align?: 'center' | 'left';
  /** 'dark' for sections on the deep blue background. */
  tone?: 'light' | 'dark';
  /** The space before the section's content (40 px); 0 when the heading opens a column that spaces itself. */
  mb?: MantineSpacing;
}

/** The label, h2 and lead that open a section of a page. */
export function SectionHeading({ id, label, labelIcon, title, children, align = 'center', tone = 'light', mb }: SectionHeadingProps) {
  return (
    <Box className={classes.heading} data-align={align} data-tone={tone} mb={mb}>
      {label ? (
        <Text className={classes.label}>
          {labelIcon}
          {label}
        </Text>
      ) : null}
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {children ? <Text className={classes.lead}>{children}</Text> : null}
    </Box>
  );
}
