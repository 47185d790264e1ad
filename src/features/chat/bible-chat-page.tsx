import { Button, Container, Grid, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { chatMessages, FREE_CHAT_MESSAGES_PER_DAY } from '@server/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { useTRPC } from '@/lib/trpc';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { ChatPanelHeader } from './chat-panel-header';
import { ConversationList } from './conversation-list';
import { FreeTierAllowance } from './free-tier-allowance';
import { UpgradeDialog } from './upgrade-dialog';
import { useChatSend } from './use-chat-send';
import { useChatSessions } from './use-chat-sessions';
import { useErrorToast } from './use-error-toast';
import { useUpgradeReturn } from './use-upgrade-return';
import classes from './bible-chat.module.css';

interface BibleChatPageProps {
  /** The payment Stripe returned from (/bible-chat?upgrade=return&payment_intent=...), to confirm. */
  upgradeReturn?: string;
  /** The page has read `upgradeReturn`: the route takes it out of the address. */
  onUpgradeReturnRead?: () => void;
}

/**
 * /bible-chat and /simple-bible-chat (members.md sections 2 and 4): the member's conversations on the left,
 * the open one on the right with the question field; a free member sees the day's allowance and the way
 * to Premium.
 */
export function BibleChatPage({ upgradeReturn, onUpgradeReturnRead }: BibleChatPageProps) {
  const trpc = useTRPC();
  const subscription = useQuery(trpc.chat.subscription.queryOptions());
  useErrorToast(subscription.error, chatMessages.sessionErrorTitle, chatMessages.sessionError);
  const conversations = useChatSessions();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const chat = useChatSend({ onUpgradeNeeded: () => setUpgradeOpen(true) });
  const [draft, setDraft] = useState('');
  useUpgradeReturn(upgradeReturn, onUpgradeReturnRead);

  const view = subscription.data;
  const free = view?.subscription.tier === 'free';
  const remaining = view?.remaining ?? null;
  const blocked = free && remaining === 0;
  // At 0 the upgrade is offered (members.md section 4): once per visit, also to a member who arrives at 0.
  const offeredAtLimit = useRef(false);
  useEffect(() => {
    if (!blocked || offeredAtLimit.current) return;
    offeredAtLimit.current = true;
    setUpgradeOpen(true);
  }, [blocked]);
  const { currentId } = conversations;
  const turn = chat.turn?.sessionId === currentId ? chat.turn : null;

  async function sendDraft() {
    // Ignored without a conversation, while an answer is being written, or with nothing typed; at the
    // daily limit the send itself says why and offers the upgrade.
    if (!currentId || chat.turn || draft.trim() === '') return;
    conversations.choose(currentId);
    const question = draft;
    setDraft('');
    // Not sent: the question goes back in the field to send again (unless something new was typed meanwhile).
    await chat.send(currentId, question, () => setDraft((typed) => (typed === '' ? question : typed)));
  }

  const openUpgrade = () => setUpgradeOpen(true);
  const messages = conversations.messages.data?.messages ?? [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="covenant" tt="uppercase">
            Ask the Bible Assistant
          </Text>
          <Title order={1}>{chatMessages.title}</Title>
          <Text c="dimmed" maw={680}>
            Ask questions about the Bible and talk them through with an AI Bible assistant that points you to the verses.
          </Text>
        </Stack>

        {free ? <UpgradeBanner onUpgrade={openUpgrade} /> : null}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ConversationList
              sessions={conversations.sessions}
              pending={conversations.sessionsPending}
              currentId={currentId}
              onChoose={conversations.choose}
              onStart={conversations.startConversation}
              starting={conversations.startingConversation}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper component="section" aria-labelledby="chat-assistant" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.panel}>
              <Stack gap="md">
                <ChatPanelHeader subscription={view} sessionId={currentId} />
                {currentId && conversations.messages.isPending ? (
                  <LoadingStatus label="Loading the conversation" />
                ) : (
                  <ChatMessageList
                    messages={messages}
                    turn={turn}
                    emptyState={<EmptyConversation free={free} onUpgrade={openUpgrade} />}
                  />
                )}
                {/* The finished answer is read out once; the pieces as they arrive are not. */}
                <VisuallyHidden role="status" aria-live="polite">
                  {chat.finishedAnswer}
                </VisuallyHidden>
                <ChatComposer
                  value={draft}
                  onChange={setDraft}
                  onSend={() => void sendDraft()}
                  onStop={chat.stop}
                  waitingForSession={currentId === null}
                  blocked={blocked}
                  answering={chat.turn !== null}
                />
                {free && remaining !== null ? <FreeTierAllowance remaining={remaining} limit={view?.limit ?? FREE_CHAT_MESSAGES_PER_DAY} /> : null}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
      <UpgradeDialog opened={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </Container>
  );
}

function EmptyConversation({ free, onUpgrade }: { free: boolean; onUpgrade: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" className={classes.emptyState}>
      <Text fw={600}>Ask anything about the Bible</Text>
      <Text c="gray.7" maw={460}>
        What a passage means, what Scripture says about forgiveness or worry, how to pray: the assistant answers
        with the verses behind it, and each reference opens in the reader.
      </Text>
      {free ? (
        <Button variant="light" leftSection={<IconCrown size={18} aria-hidden="true" />} onClick={onUpgrade}>
          {chatMessages.upgrade}
        </Button>
      ) : null}
    </Stack>
  );
}

function UpgradeBanner({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <Paper component="section" aria-labelledby="chat-upgrade-banner" radius="lg" p="md" className={classes.upgradeBanner}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={700} id="chat-upgrade-banner">
            Go deeper with Premium
          </Text>
          <Text size="sm">Unlimited questions, advanced scriptural analysis, and your history saved to export.</Text>
        </Stack>
        <Button color="gold.4" c="covenant.9" leftSection={<IconCrown size={18} aria-hidden="true" />} onClick={onUpgrade}>
          {chatMessages.upgrade}
        </Button>
      </Group>
    </Paper>
  );
}
