import { IconBadge, Testimonials } from '@inkspell/ui';
import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ContactForm } from '../contact/ContactForm';
import styles from './ContactPage.module.css';
import { StaticPage } from './StaticPage';

/** /contact: the contact form beside how and when the team answers, and what families say (spec 02 §2, §4). */
export function ContactPage() {
  return (
    <StaticPage icon={Mail} title="Contact Spell" intro="Questions, ideas or worries? We would love to hear from you." wide>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.aside} aria-label="How we answer">
          <ul className={styles.facts}>
            <li>
              <IconBadge icon={Clock} tone="accent" size="md" />
              <span>
                <strong>A reply within 1-2 days.</strong> Every message is read by a real person on the Inkspell team.
              </span>
            </li>
            <li>
              <IconBadge icon={ShieldCheck} tone="sky" size="md" />
              <span>
                <strong>Privacy questions within 48 hours.</strong> See our <Link to="/privacy">Privacy Policy</Link> for what we keep and
                why.
              </span>
            </li>
          </ul>
          <p className={styles.help}>
            Many answers are already in the <Link to="/help">Help Center</Link>, and our <Link to="/safety">Safety Guidelines</Link> explain
            how stories are kept child-friendly.
          </p>
          <Testimonials layout="column" heading="Kind words from families" />
        </aside>
      </div>
    </StaticPage>
  );
}
