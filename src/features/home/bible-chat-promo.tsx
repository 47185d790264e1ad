import { Badge, Button, Group, List, ThemeIcon } from '@mantine/core';
import { IconBook2, IconCheck, IconLock, IconMessageChatbot } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { ButtonLink } from '@/components/button-link';
import { SignedInSwitch } from '@/components/signed-in-switch';
import classes from './bible-chat-promo.module.css';

const chatPath = '/bible-chat';

/** Bible Chat AI: members only, so visitors are sent to sign in first and brought back to the chat. */
export function BibleChatPromo() {
  return (
    <PageSection labelledBy="bible-chat-title" tone="tint">
      <div className={classes.layout}>
        <div className={classes.visual} aria-hidden="true">
          <div className={classes.bubble} data-from="user">
            What does the Bible say about worry?
          </div>
          <div className={classes.bubble} data-from="assistant">
            Jesus invites us to bring every care to the Father. In Matthew 6:34 He says, “Don’t be anxious for tomorrow,
            for tomorrow will be anxious for itself.”
          </div>
          <ThemeIcon size={56} radius="xl" color="covenant.7" className={classes.badgeIcon}>
            <IconMessageChatbot size={30} stroke={1.6} />
          </ThemeIcon>
        </div>
        <div>
          <Group gap="xs" mb="sm">
            <Badge color="covenant" variant="light" leftSection={<IconBook2 size={14} aria-hidden="true" />}>
              Bible Chat AI
            </Badge>
            <Badge color="gold.8" variant="outline" leftSection={<IconLock size={12} aria-hidden="true" />}>
              Login required
            </Badge>
          </Group>
          <SectionHeading id="bible-chat-title" title="Ask Your Bible Questions, Any Time" align="left" mb={0}>
            Bible Chat AI is a study companion that answers questions with Scripture, explains hard passages and helps
            you pray through what you read. Sign in or create a free account to start a conversation.
          </SectionHeading>
          <List
            mt="lg"
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" color="gold.6" aria-hidden="true">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>Answers grounded in the text of the Bible, with references</List.Item>
            <List.Item>Free to try: five questions a day with a free account</List.Item>
            <List.Item>Your conversations are saved so you can return to them</List.Item>
          </List>
          <Group mt="xl" gap="md">
            <SignedInSwitch
              member={() => (
                <Button component={Link} to={chatPath} size="md" radius="xl">
                  Open Bible Chat
                </Button>
              )}
              visitor={
                <>
                  <ButtonLink to="/auth" search={{ redirect: chatPath }} size="md" radius="xl">
                    Sign In to Chat
                  </ButtonLink>
                  <ButtonLink to="/auth" search={{ redirect: chatPath }} size="md" radius="xl" variant="outline">
                    Create a Free Account
                  </ButtonLink>
                </>
              }
            />
          </Group>
        </div>
      </div>
    </PageSection>
  );
}
