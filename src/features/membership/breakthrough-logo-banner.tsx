import { Container, Group, Text } from '@mantine/core';
import logo from '@/assets/breakthrough/logo.svg';
import { ministry } from '@/content/ministry';
import classes from './breakthrough.module.css';

/** The community's logo and name, above the hero. */
export function BreakthroughLogoBanner() {
  return (
    <div className={classes.banner}>
      <Container size="lg">
        <Group gap="md" justify="center" wrap="nowrap">
          <img src={logo} alt="Breakthrough Circle logo" width={64} height={64} className={classes.logo} />
          <div>
            <Text className={classes.wordmark}>Breakthrough Circle</Text>
            <Text size="sm" c="gray.7">
              A {ministry.name} community
            </Text>
          </div>
        </Group>
      </Container>
    </div>
  );
}
