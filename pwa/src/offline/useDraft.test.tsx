// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrafts } from './drafts.ts';
import { freshDb } from './testOutbox.ts';
import { type DraftStore, useDraft } from './useDraft.ts';

afterEach(() => cleanup());

function Form({ store }: { store: DraftStore }) {
  const [form, setForm] = useState({ title: '', content: '' });
  const draft = useDraft('dialog:acme.com', form, {
    restore: setForm,
    isEmpty: (value) => value.title === '' && value.content === '',
    store: async () => store,
  });
  return (
    <form>
      <input
        aria-label="Title"
        value={form.title}
        onChange={(e) => setForm({ ...form, title: e.target.value })}
      />
      <button
        type="button"
        onClick={() => void draft.clear().then(() => setForm({ title: '', content: '' }))}
      >
        Sent
      </button>
    </form>
  );
}

type Write = { op: 'save'; value: Record<string, unknown> } | { op: 'clear' };

/** The store, with a log of what was written to it, so a test waits for a write, not a time. */
function recording(store: DraftStore) {
  const writes: Write[] = [];
  const recorded: DraftStore = {
    load: (key) => store.load(key),
    async save(key, value) {
      await store.save(key, value);
      writes.push({ op: 'save', value });
    },
    async clear(key) {
      await store.clear(key);
      writes.push({ op: 'clear' });
    },
  };
  return { writes, store: recorded };
}

describe('draft autosave', () => {
  it('saves what is typed and brings it back after a reload; a sent form leaves no draft', async () => {
    const drafts = createDrafts(freshDb());
    const { writes, store } = recording(drafts);
    const user = userEvent.setup();
    const first = render(<Form store={store} />);
    await user.type(screen.getByLabelText('Title'), 'Half a review');
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({ op: 'save', value: { title: 'Half a review', content: '' } }),
    );
    expect(await drafts.load('dialog:acme.com')).toEqual({ title: 'Half a review', content: '' });

    // "Reload": a new form, empty at first, gets the draft back.
    first.unmount();
    render(<Form store={store} />);
    await waitFor(() =>
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Half a review'),
    );

    // Sent: the draft is cleared at once, and the emptied form's autosave clears it again.
    const writesBefore = writes.length;
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    await waitFor(() =>
      expect(writes.slice(writesBefore)).toEqual([{ op: 'clear' }, { op: 'clear' }]),
    );
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(await drafts.load('dialog:acme.com')).toBeUndefined();
  });

  it('does not overwrite a saved draft with the empty form it opens with', async () => {
    const drafts = createDrafts(freshDb());
    await drafts.save('dialog:acme.com', { title: 'Kept', content: 'Still here' });
    const { writes, store } = recording(drafts);
    render(<Form store={store} />);
    // The first write comes after the draft was restored: it saves it back, never clears it.
    await waitFor(() => expect(writes.length).toBeGreaterThan(0));
    expect(writes[0]).toEqual({ op: 'save', value: { title: 'Kept', content: 'Still here' } });
    expect(await drafts.load('dialog:acme.com')).toEqual({ title: 'Kept', content: 'Still here' });
  });

  it('restores only the fields the form has, of the type it holds (storage is not typed)', async () => {
    const drafts = createDrafts(freshDb());
    await drafts.save('dialog:acme.com', { title: 42, content: 'Kept', extra: 'dropped' });
    const { writes, store } = recording(drafts);
    render(<Form store={store} />);
    await waitFor(() => expect(writes.length).toBeGreaterThan(0));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    // Saved back as the form now holds it.
    expect(writes[0]).toEqual({ op: 'save', value: { title: '', content: 'Kept' } });
    expect(await drafts.load('dialog:acme.com')).toEqual({ title: '', content: 'Kept' });
  });

  it('saves what was typed while the store was still loading, without another keystroke', async () => {
    const drafts = createDrafts(freshDb());
    const { writes, store } = recording(drafts);
    let ready: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const user = userEvent.setup();
    const slow: DraftStore = {
      ...store,
      async load(key) {
        await loading;
        return store.load(key);
      },
    };
    render(<Form store={slow} />);
    await user.type(screen.getByLabelText('Title'), 'Typed early');
    ready();
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({ op: 'save', value: { title: 'Typed early', content: '' } }),
    );
  });

  it('saves the last keystrokes at once when the form closes within the delay', async () => {
    const drafts = createDrafts(freshDb());
    const { writes, store } = recording(drafts);
    const user = userEvent.setup();
    const form = render(<Form store={store} />);
    await waitFor(() => expect(writes).toEqual([{ op: 'clear' }])); // loaded, and empty
    await user.type(screen.getByLabelText('Title'), 'Then Escape');
    form.unmount();
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({ op: 'save', value: { title: 'Then Escape', content: '' } }),
    );
  });

  it('does not bring a sent form back when it closes right after sending', async () => {
    const drafts = createDrafts(freshDb());
    const { writes, store } = recording(drafts);
    const user = userEvent.setup();
    const form = render(<Form store={store} />);
    await waitFor(() => expect(writes).toEqual([{ op: 'clear' }]));
    await user.type(screen.getByLabelText('Title'), 'Sent at once');
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    form.unmount();
    await waitFor(() => expect(writes.at(-1)).toEqual({ op: 'clear' }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await drafts.load('dialog:acme.com')).toBeUndefined();
  });
});
