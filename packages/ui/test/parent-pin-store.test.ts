import { describe, expect, it } from 'vitest';
import { createParentPinStore, parentPinHeaders, parentPinStore } from '../src/parent-pin/parent-pin-store';

describe('the parent PIN question', () => {
  it('shows one question at a time and resolves with the typed PIN, or null when cancelled', async () => {
    const store = createParentPinStore();
    const first = store.ask('Create this story');
    expect(store.getSnapshot()).toMatchObject({ action: 'Create this story' });
    // A second question cancels the first (one dialog, the newest action).
    const second = store.ask('Delete this story');
    await expect(first).resolves.toBeNull();
    expect(store.getSnapshot()).toMatchObject({ action: 'Delete this story' });
    store.answer('1234');
    await expect(second).resolves.toBe('1234');
    expect(store.getSnapshot()).toBeNull();
  });

  it('asks nothing of an account without a PIN, and sends the PIN in its header otherwise', async () => {
    await expect(parentPinHeaders({ parentPinSet: false }, 'Buy ink')).resolves.toEqual({});
    const asked = parentPinHeaders({ parentPinSet: true }, 'Buy ink');
    parentPinStore.answer('4321');
    await expect(asked).resolves.toEqual({ 'x-parent-pin': '4321' });
    const cancelled = parentPinHeaders({ parentPinSet: true }, 'Buy ink');
    parentPinStore.answer(null);
    await expect(cancelled).resolves.toBeNull();
  });
});
