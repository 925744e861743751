import { describe, expect, it } from 'vitest';
import { markFailedToast, messagesCountLabel, readToggle, senderLine, unreadCount } from '../src/api/message-rules';

const read = { read: true };
const unread = { read: false };

describe('the Messages tab', () => {
  it.each([
    [[], 'No messages'],
    [[read], '1 message'],
    [[unread], '1 message · 1 unread'],
    [[read, unread, unread], '3 messages · 2 unread'],
    [[read, read], '2 messages'],
  ])('counts %j as "%s"', (messages, label) => {
    expect(messagesCountLabel(messages)).toBe(label);
  });

  it('counts the unread ones for the tab', () => {
    expect(unreadCount([read, unread, unread])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('offers to mark an unread message read and a read one unread', () => {
    expect(readToggle(unread)).toEqual({ read: true, label: 'Mark as Read' });
    expect(readToggle(read)).toEqual({ read: false, label: 'Mark as Unread' });
  });

  it('shows the sender as they wrote it', () => {
    expect(senderLine({ name: '<b>Ada</b>', email: 'ada@example.com' })).toBe('<b>Ada</b> <ada@example.com>');
  });

  it("says why marking failed, in the server's words when it gave some", () => {
    expect(markFailedToast(new Error('Message not found'))).toEqual({
      title: 'Update Failed',
      description: 'Message not found',
      variant: 'destructive',
    });
    expect(markFailedToast(null).description).toBe('The message could not be updated. Please try again.');
  });
});
