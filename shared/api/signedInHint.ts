/**
 * The readable cookie the server sets while a public user is signed in (the session cookie is
 * httpOnly). The web app asks `GET /api/auth/user` only when it is there.
 */
export const SIGNED_IN_HINT_COOKIE = 'rv.user';
