import { PageHero } from '@/features/layout/page-hero';

export function AuthPage() {
  return (
    <PageHero title="Sign In" eyebrow="Members">
      This is where you sign in or create a free account to use Bible Chat, the Bible Study Hub and the AI sermon
      generator.
    </PageHero>
  );
}
