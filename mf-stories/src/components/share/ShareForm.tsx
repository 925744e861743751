import { shareRequestSchema } from '@inkspell/contracts';
import { Button, Tabs, TextArea, TextField, toast } from '@inkspell/ui';
import { Copy, Link2, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { useShareLink, useShareStory } from '../../api/share';
import {
  copyFailedToast,
  linkCopiedToast,
  shareFailedToast,
  shareLinkFailedToast,
  shareMissingInfoToast,
  storySharedToast,
} from '../../api/story-toasts';
import styles from './ShareForm.module.css';

type ShareTab = 'email' | 'link';

/** The two tabs of the share dialog: Email (name, address, optional message) and Copy Link. */
export function ShareForm({ storyId, onDone }: { storyId: string; onDone: () => void }) {
  const [tab, setTab] = useState<ShareTab>('email');
  const [recipientName, setRecipientName] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [personalMessage, setPersonalMessage] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [shareLink, setShareLink] = useState<string | null>(null);
  // The server's own words when its mail did not go out (contracts' shareEmailUnavailable).
  const [emailUnavailable, setEmailUnavailable] = useState<string | null>(null);
  const linkCall = useShareLink(storyId);
  const shareCall = useShareStory();

  const showTab = (next: ShareTab) => {
    setTab(next);
    // The link is made the first time the tab is opened (spec 01 §4).
    if (next === 'link' && !shareLink && !linkCall.isPending) {
      linkCall.mutate(undefined, { onSuccess: (answer) => setShareLink(answer.shareLink), onError: () => toast(shareLinkFailedToast) });
    }
  };

  const send = () => {
    if (!recipientName.trim() || !recipientEmail.trim()) {
      toast(shareMissingInfoToast);
      return;
    }
    const parsed = shareRequestSchema.safeParse({
      storyId,
      recipientName,
      recipientEmail: recipientEmail.trim(),
      personalMessage: personalMessage.trim() || undefined,
    });
    if (!parsed.success) {
      setEmailError(parsed.error.issues.find((issue) => issue.path[0] === 'recipientEmail')?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    shareCall.mutate(parsed.data, {
      onSuccess: (answer) => {
        if (!answer.emailSent) {
          // The mail did not go out: hand over the link instead (spec 01 §4).
          setShareLink(answer.shareLink);
          setEmailUnavailable(answer.message);
          setTab('link');
          return;
        }
        toast(storySharedToast(answer));
        onDone();
      },
      onError: (error) => toast(shareFailedToast(error)),
    });
  };

  const copy = async () => {
    if (!shareLink) return;
    try {
      await navigator.clipboard.writeText(shareLink);
      toast(linkCopiedToast);
    } catch {
      toast(copyFailedToast);
    }
  };

  const emailPanel = (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        label="Recipient's name"
        value={recipientName}
        onChange={(event) => setRecipientName(event.target.value)}
        maxLength={100}
        autoComplete="off"
      />
      <TextField
        label="Recipient's email"
        type="email"
        value={recipientEmail}
        onChange={(event) => {
          setRecipientEmail(event.target.value);
          setEmailError(undefined);
        }}
        error={emailError}
        autoComplete="off"
      />
      <TextArea
        label="Personal message (optional)"
        value={personalMessage}
        onChange={(event) => setPersonalMessage(event.target.value)}
        rows={3}
        maxLength={1000}
      />
      <Button type="submit" loading={shareCall.isPending} block>
        <Send size={18} aria-hidden="true" /> Send Story
      </Button>
    </form>
  );

  const linkPanel = (
    <div className={styles.panel}>
      {emailUnavailable && (
        <p className={styles.notice} role="status">
          {emailUnavailable}
        </p>
      )}
      {shareLink ? (
        <>
          <label className={styles.linkLabel} htmlFor={`share-link-${storyId}`}>
            Share link
          </label>
          <div className={styles.linkRow}>
            <input
              id={`share-link-${storyId}`}
              className={styles.link}
              value={shareLink}
              readOnly
              onFocus={(event) => event.target.select()}
              data-testid="share-link"
            />
            <Button onClick={() => void copy()}>
              <Copy size={18} aria-hidden="true" /> Copy
            </Button>
          </div>
          <p className={styles.hint}>Friends who sign up through this link earn you 3 bonus ink.</p>
        </>
      ) : (
        <p className={styles.hint}>{linkCall.isPending ? 'Making your magic link...' : 'No link yet.'}</p>
      )}
    </div>
  );

  return (
    <Tabs
      label="Share by"
      value={tab}
      onValueChange={(value) => showTab(value as ShareTab)}
      items={[
        {
          value: 'email',
          label: (
            <span className={styles.tabLabel}>
              <Mail size={16} aria-hidden="true" /> Email
            </span>
          ),
          content: emailPanel,
        },
        {
          value: 'link',
          label: (
            <span className={styles.tabLabel}>
              <Link2 size={16} aria-hidden="true" /> Copy Link
            </span>
          ),
          content: linkPanel,
        },
      ]}
    />
  );
}
