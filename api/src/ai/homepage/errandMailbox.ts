/**
 * A mailbox for one errand: job applications ("bewerbung@", "jobs@", "vacatures@"), data
 * protection, the press. The company's, but a visitor writes to its general one when there is
 * one, and a line that gives it is that errand's line ("Send a note to jobs@… or leave a message
 * for Marco at …"), not the company's switchboard.
 */
const ERRAND_MAILBOX =
  /^(?:bewerbung(?:en)?|karriere|jobs?|careers?|recruiting|recrutement|candidatures?|candidaturas?|empleo|trabajo|vacatures?|sollicitaties?|werkenbij|lavora(?:conoi)?|lavoro|curriculum|cv|datenschutz|privacy|dpo|rgpd|gdpr|presse|press)@/i;

export function isErrandMailbox(email: string): boolean {
  return ERRAND_MAILBOX.test(email.trim());
}
