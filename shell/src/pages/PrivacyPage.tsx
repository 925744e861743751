import { LockKeyhole } from 'lucide-react';
import { StaticPage, StaticSection } from './StaticPage';

/** /privacy: the privacy policy (spec 02 §2: last updated August 2025). */
export function PrivacyPage() {
  return (
    <StaticPage icon={LockKeyhole} title="Privacy Policy" intro="Last updated August 2025">
      <StaticSection title="What we collect">
        <ul>
          <li>Account details you give us: username, e-mail address and, if you like, your first and last name.</li>
          <li>The stories you create and the ideas you type to make them.</li>
          <li>Your ink balance and activity, and payment confirmations (card details stay with our payment provider).</li>
          <li>Simple page-visit counts that help us improve Inkspell.</li>
        </ul>
      </StaticSection>
      <StaticSection title="How we use it">
        <p>
          Only to run Inkspell: to make and keep your stories, look after your account and ink, keep stories safe, and answer you when you
          write to us. We never sell personal information.
        </p>
      </StaticSection>
      <StaticSection title="Keeping it safe">
        <p>
          Passwords are stored hashed, sessions are protected, and you can turn on two-factor authentication. Stories are private unless you
          choose to share them.
        </p>
      </StaticSection>
      <StaticSection title="Your choices">
        <p>
          You can update your details in your profile at any time. For any privacy question or request, contact us: we answer privacy
          inquiries within 48 hours.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
