import { inkCosts, inkGrants } from '@inkspell/contracts/values';
import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { StaticPage, StaticSection } from './StaticPage';

/** /help: the Help Center (spec 02 §2); the ink facts come from contracts so they never drift. */
export function HelpPage() {
  return (
    <StaticPage icon={Compass} title="Help Center" intro="Everything you need to know about making stories with Spell.">
      <StaticSection title="Making stories">
        <details>
          <summary>How do I create a story?</summary>
          <p>
            Go to <Link to="/create">Create</Link>, pick a category, name your hero and describe the adventure in a sentence or two. Spell
            writes the story in moments.
          </p>
        </details>
        <details>
          <summary>Can I try Inkspell without an account?</summary>
          <p>Yes. Anyone can make a free preview and read our sample stories. Sign up to save full stories with pictures.</p>
        </details>
        <details>
          <summary>Can a story have more chapters?</summary>
          <p>Yes. Open one of your stories and choose to continue the adventure: the new chapter joins the same collection.</p>
        </details>
      </StaticSection>
      <StaticSection title="Ink">
        <details>
          <summary>What is ink?</summary>
          <p>
            Ink is Inkspell's magic currency. New accounts start with {inkGrants.welcome} ink, and you earn {inkGrants.referralSharer} bonus
            ink when a friend signs up through a story you shared.
          </p>
        </details>
        <details>
          <summary>How much does a story cost?</summary>
          <p>
            Adventure stories cost 2-6 ink depending on their length, pictures and narration. Narration adds {inkCosts.audio} ink, and
            previews are free.
          </p>
        </details>
        <details>
          <summary>Where can I get more ink?</summary>
          <p>
            Visit <Link to="/ink-shop">Purchase Ink</Link> to choose an ink pack. If something went wrong with a story or a purchase, you
            can ask for a refund.
          </p>
        </details>
      </StaticSection>
      <StaticSection title="Still stuck?">
        <p>
          <Link to="/contact">Contact Spell</Link> and our team will get back to you within 1-2 days.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
