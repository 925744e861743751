import { describe, expect, it } from 'vitest';
import { markFailedToast, messagesCountLabel, readFilters, readQueryOf, readToggle, senderLine } from '../src/api/message-rules';

const read = { read: true };
const unread = { read: false };

describe('the Messages tab', () => {
  const exact = (count: number) => ({ count, exact: true });
  it.each([
    [exact(0), 0, 'No messages'],
    [exact(1), 0, '1 message'],
    [exact(1), 1, '1 message · 1 unread'],
    [exact(3), 2, '3 messages · 2 unread'],
    [exact(12_345), 1_204, '12,345 messages · 1,204 unread'],
    [exact(2), undefined, '2 messages'],
  ])('counts a total of %j with %s unread as "%s"', (total, unreadCount, label) => {
    expect(messagesCountLabel({ total, unread: unreadCount, filter: 'all', searching: false })).toBe(label);
  });

  it("names what a filter or a search keeps, from the server's total", () => {
    expect(messagesCountLabel({ total: exact(2), unread: 2, filter: 'unread', searching: false })).toBe('2 unread messages');
    expect(messagesCountLabel({ total: exact(1), unread: 2, filter: 'read', searching: false })).toBe('1 read message');
    expect(messagesCountLabel({ total: exact(0), unread: 2, filter: 'all', searching: true })).toBe('0 messages match');
    expect(messagesCountLabel({ total: { count: 5_321, exact: false }, unread: 9, filter: 'all', searching: true })).toBe(
      'about 5,300 messages match',
    );
  });

  it('asks the server for read or unread messages, or both for All', () => {
    expect(readFilters.map((filter) => filter.label)).toEqual(['All', 'Unread', 'Read']);
    expect(readFilters.map((filter) => readQueryOf(filter.value))).toEqual([undefined, false, true]);
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
