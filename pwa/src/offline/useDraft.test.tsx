// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
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

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));

describe('draft autosave', () => {
  it('saves what is typed and brings it back after a reload; a sent form leaves no draft', async () => {
    const log: string[] = [];
    const drafts = createDrafts(freshDb());
    const user = userEvent.setup();
    const first = render(<Form store={drafts} />);
    await settle();
    await user.type(screen.getByLabelText('Title'), 'Half a review');
    await settle();
    expect(await drafts.load('dialog:acme.com')).toEqual({ title: 'Half a review', content: '' });

    // "Reload": a new form, empty at first, gets the draft back.
    first.unmount();
    render(<Form store={drafts} />);
    await settle();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Half a review');

    await user.click(screen.getByRole('button', { name: 'Sent' }));
    await settle();
    await settle();
    log.push((screen.getByLabelText('Title') as HTMLInputElement).value);
    expect(log).toEqual(['']);
    expect(await drafts.load('dialog:acme.com')).toBeUndefined();
  });

  it('does not overwrite a saved draft with the empty form it opens with', async () => {
    const drafts = createDrafts(freshDb());
    await drafts.save('dialog:acme.com', { title: 'Kept', content: 'Still here' });
    render(<Form store={drafts} />);
    await settle();
    await settle();
    expect(await drafts.load('dialog:acme.com')).toEqual({ title: 'Kept', content: 'Still here' });
  });

  it('restores only the fields the form has, of the type it holds (storage is not typed)', async () => {
    const drafts = createDrafts(freshDb());
    await drafts.save('dialog:acme.com', { title: 42, content: 'Kept', extra: 'dropped' });
    render(<Form store={drafts} />);
    await settle();
    await settle();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    // Saved back as the form now holds it.
    expect(await drafts.load('dialog:acme.com')).toEqual({ title: '', content: 'Kept' });
  });
});
