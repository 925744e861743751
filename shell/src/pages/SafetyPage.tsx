import { ageGroups } from '@inkspell/contracts/values';
import { ShieldCheck } from 'lucide-react';
import { StaticPage, StaticSection } from './StaticPage';

/** /safety: how stories are kept child-appropriate (spec 01 §1, 02 §1). */
export function SafetyPage() {
  return (
    <StaticPage icon={ShieldCheck} title="Safety Guidelines" intro="Inkspell is made for children, so safety comes first in every story.">
      <StaticSection title="Age-appropriate stories">
        <p>Every story is written for one of three age groups, with words, themes and length chosen to fit:</p>
        <ul>
          {ageGroups.map((group) => (
            <li key={group}>Ages {group}</li>
          ))}
        </ul>
      </StaticSection>
      <StaticSection title="Content filtering">
        <p>
          Before Spell writes anything, every idea is checked. Ideas with grown-up or unkind content are gently refused, and the young
          author is invited to conjure up a new idea instead.
        </p>
      </StaticSection>
      <StaticSection title="Tips for grown-ups">
        <ul>
          <li>Create and read stories together, especially with younger children.</li>
          <li>Keep account passwords private and turn on two-factor authentication in Security Settings.</li>
          <li>Only share story links with people you know.</li>
          <li>If a story ever feels wrong for your child, tell us through the Contact page.</li>
        </ul>
      </StaticSection>
    </StaticPage>
  );
}
