import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconMessageChatbot, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { FREE_CHAT_MESSAGES_PER_DAY } from '@server/contracts/bible-chat-tiers';
import { ministry } from '@/content/ministry';

const benefits = [
  { icon: IconMessageChatbot, title: 'AI Bible chatbot', text: `Ask questions about Scripture any time, with ${FREE_CHAT_MESSAGES_PER_DAY} free messages a day.` },
  {
    icon: IconSparkles,
    title: 'AI content generation for sermons and Sunday school lessons',
    text: 'Prepare biblically grounded messages and lessons in minutes.',
  },
  { icon: IconBook2, title: 'Exclusive ministry resources', text: 'Reading plans, quizzes and study tools that track your growth.' },
  { icon: IconUsersGroup, title: 'Community', text: 'Walk with believers around the world who are hungry for more of God.' },
] as const;

/** The promotional panel beside the sign-in forms: what a free account opens up. */
export function AuthBenefits() {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="covenant.9" c="white" h="100%">
      <Stack gap="lg">
        <Title order={2} c="white">
          Grow deeper with a free account
        </Title>
        <Text c="covenant.0">Join {ministry.name} online and take your walk with God further.</Text>
        <List spacing="lg" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
          {benefits.map(({ icon: Icon, title, text }) => (
            <List.Item
              key={title}
              icon={
                <ThemeIcon color="gold.4" c="covenant.9" radius="xl" size="lg">
                  <Icon size={20} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              <Text fw={700} c="white">
                {title}
              </Text>
              <Text size="sm" c="covenant.0">
                {text}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
