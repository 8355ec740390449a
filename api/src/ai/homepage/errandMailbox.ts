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

/**
 * A mailbox for anything, named so in the seven languages ("info@", "contact@", "kontakt@",
 * "hola@", "ciao@", "office@", "geral@", "reception@", "segreteria@"): the one a visitor writes
 * to, before a mailbox named for one trade errand ("commandes@", "devis@", "sinistros@",
 * "functions@") or a person's own ("jrourke@") that a page lists beside it.
 */
const GENERAL_MAILBOX =
  /^(?:info|infos|information|informationen|informacion|informacoes|informazioni|contact|contacts|contacto|contato|contatti|kontakt|hello|hallo|hola|ola|ciao|bonjour|office|buero|mail|post|welcome|bienvenue|geral|general|algemeen|allgemein|reception|empfang|accueil|recepcion|receptie|secretariaat|sekretariat|secretariat|segreteria|secretaria)@/i;

export function isGeneralMailbox(email: string): boolean {
  return GENERAL_MAILBOX.test(email.trim());
}
