import { PageHero } from '@/components/page-hero';

export function BibleChatPage() {
  return (
    <PageHero title="Bible Chat" eyebrow="Ask the Bible Assistant">
      This is where you can ask questions about the Bible and talk them through with an AI Bible assistant.
    </PageHero>
  );
}
