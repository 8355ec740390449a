// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LoginSchema } from '#shared/schemas/auth';
import { useZodForm, type ZodFormOptions } from './useZodForm.ts';

afterEach(() => cleanup());

const EMPTY = { email: '', password: '' };
type Values = typeof EMPTY;

/** A sign-in form on the hook: two fields, their messages, a submit and a reset. */
function Form({
  onValid,
  options = {},
}: {
  onValid: (data: unknown, values: Values) => unknown;
  options?: Partial<ZodFormOptions<Values, z.ZodType>>;
}) {
  const form = useZodForm<Values, z.ZodType>({ initial: EMPTY, schema: LoginSchema, ...options });
  const submit = form.handleSubmit(onValid);
  return (
    <form onSubmit={submit} noValidate>
      {(['email', 'password'] as const).map((name) => {
        const { error, ...props } = form.field(name);
        return (
          <div key={name}>
            <input aria-label={name} {...props} />
            {error && <span role="alert">{error}</span>}
            {form.touched[name] && <span>{name} touched</span>}
          </div>
        );
      })}
      {form.errors.form && <p>{form.errors.form}</p>}
      <button type="submit">{form.submitting ? 'Sending...' : 'Send'}</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
      <button type="button" onClick={() => form.setErrors({ form: 'Server said no' })}>
        Fail
      </button>
    </form>
  );
}

const messages = () => screen.queryAllByRole('alert').map((node) => node.textContent);

describe('useZodForm', () => {
  it('shows no message before a submit, then the shared schema messages, and does not send', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('email'), 'not-an-email');
    expect(messages()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(messages()).toEqual([
        'Please enter a valid email address',
        'Password must be at least 6 characters',
      ]),
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a failed submit, a message goes as soon as its field is fixed', async () => {
    render(<Form onValid={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messages()).toHaveLength(2));
    await user.type(screen.getByLabelText('password'), 'secret1');
    await waitFor(() => expect(messages()).toEqual(['Please enter a valid email address']));
  });

  it('sends what the schema accepted, and is submitting until the write settles', async () => {
    let settle = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Form onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('email'), 'ann@example.com');
    await user.type(screen.getByLabelText('password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Sending...' });
    const values = { email: 'ann@example.com', password: 'secret1' };
    expect(onValid).toHaveBeenCalledWith(values, values);
    // A second submit while the first is under way sends nothing more.
    fireEvent.submit(screen.getByRole('button', { name: 'Sending...' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    act(() => settle());
    await screen.findByRole('button', { name: 'Send' });
  });

  it('loads a lazy schema once, on the first submit', async () => {
    const load = vi.fn(async () => LoginSchema);
    render(<Form onValid={vi.fn()} options={{ schema: load }} />);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messages()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("maps the schema's field names and words onto the form's", async () => {
    // The schema calls the address `login`; the form calls it email and words its message.
    const schema = z.object({ login: z.email('Invalid'), password: z.string() });
    render(
      <Form
        onValid={vi.fn()}
        options={{
          schema,
          toInput: (values) => ({ login: values.email, password: values.password }),
          fieldFor: { login: 'email' },
          messages: { email: 'Please enter your work email' },
        }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messages()).toEqual(['Please enter your work email']));
  });

  it('keeps a message about the whole form while fields are checked again', async () => {
    render(<Form onValid={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.type(screen.getByLabelText('email'), 'ann@example.com');
    await waitFor(() => expect(messages()).toEqual(['Password must be at least 6 characters']));
    expect(screen.getByText('Server said no')).toBeTruthy();
  });

  it('marks a field touched when it loses focus, and reset empties everything', async () => {
    render(<Form onValid={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('email'), 'x');
    expect(screen.queryByText('email touched')).toBeNull();
    await user.click(screen.getByLabelText('password'));
    expect(screen.getByText('email touched')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messages()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('');
    expect(messages()).toEqual([]);
    expect(screen.queryByText('email touched')).toBeNull();
  });
});
