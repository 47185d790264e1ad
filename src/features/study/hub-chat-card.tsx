import { List, Text, VisuallyHidden } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';
import { HubCard } from './hub-card';
import classes from './hub-cards.module.css';

/** Questions members can bring to the Bible Chat, to show what it is for. */
export const exampleQuestions = [
  'What does the Bible say about forgiveness?',
  'How can I grow in my prayer life?',
  'What is the meaning of the parable of the prodigal son?',
] as const;

/** Bible Chat: a few example questions and the way to the chat. */
export function HubChatCard() {
  return (
    <HubCard titleId="chat-title" title="Bible Chat" icon={IconMessageCircleQuestion}>
      <Text c="gray.8">Have a question as you study? Ask the AI Bible assistant, for example:</Text>
      <List spacing="xs" size="sm" c="gray.8">
        {exampleQuestions.map((question) => (
          <List.Item key={question}>“{question}”</List.Item>
        ))}
      </List>
      <ButtonLink to="/bible-chat" variant="light" radius="xl" className={classes.cardFoot}>
        Ask a Question <VisuallyHidden>in Bible Chat</VisuallyHidden>
      </ButtonLink>
    </HubCard>
  );
}
