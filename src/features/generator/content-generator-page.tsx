import { PageHero } from '@/components/page-hero';

export function ContentGeneratorPage() {
  return (
    <PageHero title="AI Sermon Generator" eyebrow="For preachers and teachers">
      This tool drafts sermons and Sunday school lessons with AI from your topic, scripture and audience, ready to download.
    </PageHero>
  );
}
