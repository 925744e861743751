import { Badge } from '@inkspell/ui';
import { StaticPage, StaticSection } from './StaticPage';

/** /contact: how to reach the team (spec 02 §2). The contact form itself is not built yet. */
export function ContactPage() {
  return (
    <StaticPage icon="💌" title="Contact Spell" intro="Questions, ideas or worries? We would love to hear from you.">
      <StaticSection title="Get in touch">
        <p>We reply to every message within 1-2 days. Privacy questions are answered within 48 hours.</p>
        <p>
          <Badge variant="accent">Coming soon</Badge> A contact form (name, e-mail, subject and message) will appear here.
        </p>
      </StaticSection>
      <StaticSection title="Before you write">
        <p>Many answers are already in the Help Center, and our Safety Guidelines explain how stories are kept child-friendly.</p>
      </StaticSection>
    </StaticPage>
  );
}
