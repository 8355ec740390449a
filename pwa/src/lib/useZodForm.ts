import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './fieldErrors.ts';

/** A message per form field; `form` is the place for a message about the whole form. */
export type FormErrors = Record<string, string>;

/** The names of the fields that hold text (the ones a text input edits). */
type TextFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface ZodFormOptions<V, S extends z.ZodType> {
  initial: V;
  /**
   * The shared schema, or a loader for it: public pages load zod only when a form is first
   * used (`api/schemas.ts`), so their schema arrives with the first submit.
   */
  schema: S | (() => Promise<S>);
  /** What the schema checks, where the form's values are not its input as they stand. */
  toInput?: (values: V) => unknown;
  /** The form field a schema field's message belongs to, where the two are named apart. */
  fieldFor?: Record<string, string>;
  /** The spec's words for a field, where they differ from the schema's message. */
  messages?: Record<string, string>;
}

type Checked<S extends z.ZodType> =
  | { ok: true; data: z.output<S> }
  | { ok: false; errors: FormErrors };

/**
 * One form's values, checked by the shared zod schema the API validates with. Messages show
 * after a submit; once a submit has failed, every change checks again, so a message goes as soon
 * as its field is fixed. `handleSubmit` calls `onValid` only with what the schema accepted.
 */
export function useZodForm<V extends object, S extends z.ZodType>(options: ZodFormOptions<V, S>) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof V, true>>>({});
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The latest options, so callbacks handed out earlier still map fields the current way.
  const latest = useRef(options);
  latest.current = options;
  const schema = useRef<S | undefined>(undefined);
  if (typeof options.schema !== 'function') schema.current = options.schema;

  const check = useCallback((current: V): Checked<S> => {
    const { toInput, fieldFor = {}, messages = {} } = latest.current;
    if (!schema.current) return { ok: false, errors: {} };
    const parsed = schema.current.safeParse(toInput ? toInput(current) : current);
    if (parsed.success) return { ok: true, data: parsed.data };
    const found: FormErrors = {};
    for (const [name, message] of Object.entries(fieldErrors(parsed.error))) {
      const field = fieldFor[name] ?? name;
      found[field] ??= messages[field] ?? message;
    }
    return { ok: false, errors: found };
  }, []);

  useEffect(() => {
    if (!failed) return;
    const result = check(values);
    // A message about the whole form (from the server) stays until the next submit.
    setErrors((previous) => ({
      ...(previous.form ? { form: previous.form } : {}),
      ...(result.ok ? {} : result.errors),
    }));
  }, [values, failed, check]);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const reset = useCallback((next?: V) => {
    setValues(next ?? latest.current.initial);
    setErrors({});
    setTouched({});
    setFailed(false);
  }, []);

  /** The props a text field needs: its value, its message, and what to do on a change. */
  function field(name: TextFields<V>) {
    return {
      value: values[name] as string,
      error: errors[name],
      onChange: (event: { target: { value: string } }) =>
        setValue(name, event.target.value as V[typeof name]),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  }

  function handleSubmit(onValid: (data: z.output<S>, values: V) => unknown) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      void submit(onValid);
    };
  }

  async function submit(onValid: (data: z.output<S>, values: V) => unknown) {
    if (submitting) return;
    const given = latest.current.schema;
    if (!schema.current && typeof given === 'function') schema.current = await given();
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      setFailed(true);
      return;
    }
    setErrors({});
    setFailed(false);
    setSubmitting(true);
    try {
      await onValid(result.data, values);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    setValue,
    setValues,
    errors,
    setErrors,
    touched,
    submitting,
    field,
    handleSubmit,
    reset,
  };
}
