import { createContext, useContext } from 'react';

/**
 * The site's host as the visitor's address bar shows it: the server renders a page for a
 * request (it provides the request's host), the browser reads its own location.
 */
export const ServerPageHost = createContext<string | undefined>(undefined);

export function usePageHost(): string {
  return useContext(ServerPageHost) ?? window.location.host;
}
