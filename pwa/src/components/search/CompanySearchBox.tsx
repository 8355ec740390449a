import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { normalizeDomain } from '#shared/domain/normalizeDomain';
import { companyQuery } from '../../api/queries/companies.ts';
import { SUGGESTION_MIN_CHARS, useSuggestions } from '../../api/queries/search.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { offlineSearchTarget } from '../../offline/cachedCompanies.ts';
import { buttonClass } from '../ui/buttonStyles.ts';

/** §9: suggestions wait 300 ms after typing stops. */
export const SUGGESTION_DELAY_MS = 300;

/**
 * The company search box (§2): an ARIA combobox. Typing shows up to five suggestions (arrows
 * move, Enter picks, Escape closes); submitting goes to /company/{normalised domain}, where the
 * profile is created when it is new.
 */
export function CompanySearchBox({
  placeholder,
  size = 'md',
  label = 'Search for a company by domain or name',
}: {
  placeholder: string;
  size?: 'md' | 'lg';
  label?: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const inputId = useId();

  const debounced = useDebouncedValue(text, SUGGESTION_DELAY_MS);
  const enough = text.trim().length >= SUGGESTION_MIN_CHARS;
  const suggestionsQuery = useSuggestions(debounced);
  const settled = debounced.trim() === text.trim();
  const suggestions = enough && settled ? (suggestionsQuery.data ?? []) : [];
  const loading = enough && (!settled || suggestionsQuery.isFetching);
  const showList = open && enough;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(domain: string) {
    close();
    navigate(`/company/${domain}`);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    close();
    if (text.trim() === '') return;
    const typed = normalizeDomain(text);
    if (typed === '') return;
    // Offline, only the companies stored on this device open: go to the one that matches.
    const offline = !navigator.onLine || suggestionsQuery.data?.some((s) => s.onDevice) === true;
    const domain = offline ? offlineSearchTarget(queryClient, text, typed) : typed;
    // §2: look the domain up (creating the profile) and go there without waiting for the answer;
    // the company page reuses this very request.
    void queryClient.prefetchQuery(companyQuery(domain));
    navigate(`/company/${domain}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!enough) return;
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const count = suggestions.length;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index + 1) % count : index <= 0 ? count - 1 : index - 1,
      );
      return;
    }
    if (event.key === 'Enter' && showList && active >= 0) {
      const choice = suggestions[active];
      if (choice) {
        event.preventDefault();
        pick(choice.domain);
      }
    }
  }

  const activeId =
    showList && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined;
  const large = size === 'lg';

  return (
    <search className="block w-full">
      <form
        ref={containerRef}
        onSubmit={submit}
        className="relative w-full"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        {/* The large box (home) puts its button under the field on a phone, and draws the
            placeholder smaller there, so 'Enter company domain (e.g., …)' is not cut off. */}
        <div className={large ? 'flex flex-col gap-2 sm:flex-row' : 'flex gap-2'}>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className={`pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500 ${large ? 'size-5' : 'size-4'}`}
            />
            <input
              id={inputId}
              type="text"
              role="combobox"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={activeId}
              placeholder={placeholder}
              value={text}
              onChange={(event) => {
                const value = event.target.value;
                setText(value);
                setActive(-1);
                // §5: under two characters the list is emptied and closed.
                setOpen(value.trim().length >= SUGGESTION_MIN_CHARS);
              }}
              onFocus={() => {
                if (enough && suggestions.length > 0) setOpen(true);
              }}
              onKeyDown={onKeyDown}
              className={`block w-full rounded-md border border-slate-300 bg-white pr-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 ${large ? 'min-h-12 pl-11 text-base placeholder:text-sm sm:text-lg sm:placeholder:text-lg' : 'min-h-10 pl-9 text-base'}`}
            />
          </div>
          <button type="submit" className={buttonClass('primary', large ? 'lg' : 'md')}>
            Search
          </button>
        </div>
        <div
          className={`absolute top-full right-0 left-0 z-30 mt-1 max-h-60 overflow-y-auto rounded-md border border-slate-200 bg-white text-left shadow-lg ${showList ? '' : 'hidden'}`}
        >
          {!showList ? null : loading ? (
            <p role="status" className="px-4 py-3 text-sm text-slate-600">
              Searching companies...
            </p>
          ) : suggestions.length === 0 ? (
            <div role="status" className="px-4 py-3 text-sm">
              <p className="font-medium text-slate-800">No companies found</p>
              <p className="text-slate-600">We'll create a profile when you search</p>
            </div>
          ) : null}
          <div id={listId} role="listbox" aria-label="Company suggestions">
            {suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter) for its options.
              <div
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                // Focus stays in the input (aria-activedescendant); options are reached by arrows.
                tabIndex={-1}
                aria-selected={index === active}
                // Keep focus in the input, so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion.domain)}
                className={`cursor-pointer px-4 py-2.5 ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
              >
                <span className="block font-medium text-slate-900">{suggestion.name}</span>
                <span className="block text-sm text-slate-600">{suggestion.domain}</span>
              </div>
            ))}
          </div>
        </div>
      </form>
    </search>
  );
}
