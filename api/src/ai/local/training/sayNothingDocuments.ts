import { Random } from '../../eval/realistic/random.ts';
import type { Document } from '../learned/features.ts';
import { LANGUAGES, type Language } from './lexicon.ts';

/**
 * What pages that say nothing about a company are made of, per language: consent banners,
 * legal small print, newsletter boxes, login forms, maintenance notices and domain-parking
 * text. Written for training only. Joined in any number, so the model learns that such text
 * says nothing whatever its length.
 */
const EMPTY_TEXT: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'We value your privacy. We and our partners store and access information on your device, such as cookies, and process personal data for personalised ads and content, ad and content measurement and audience insights.',
    'Accept all. Reject all. Customise. Necessary cookies are always active.',
    'All rights reserved. Terms of use. Privacy notice. Imprint. Sitemap.',
    'Subscribe to stay in the loop. Enter your email address. By subscribing you agree to receive marketing emails.',
    'Sign in. Email address. Password. Remember me. Forgot password? Create an account.',
    'We are currently performing scheduled maintenance. We will be back shortly. Thank you for your patience.',
    'This domain name may be available. Inquire now. Related links. Privacy policy.',
    'Page not found. The page you are looking for does not exist or has been moved. Go back home.',
  ],
  de: [
    'Wir schätzen Ihre Privatsphäre. Wir und unsere Partner speichern Informationen auf Ihrem Gerät, etwa Cookies, und verarbeiten personenbezogene Daten für personalisierte Anzeigen und Inhalte sowie Reichweitenmessung.',
    'Alle akzeptieren. Alle ablehnen. Anpassen. Notwendige Cookies sind immer aktiv.',
    'Alle Rechte vorbehalten. Nutzungsbedingungen. Datenschutzhinweise. Impressum. Sitemap.',
    'Bleiben Sie auf dem Laufenden. E-Mail-Adresse eingeben. Mit der Anmeldung stimmen Sie dem Erhalt von Werbe-E-Mails zu.',
    'Anmelden. E-Mail-Adresse. Passwort. Angemeldet bleiben. Passwort vergessen? Konto erstellen.',
    'Wegen Wartungsarbeiten ist diese Seite vorübergehend nicht erreichbar. Wir sind bald wieder da. Vielen Dank für Ihre Geduld.',
    'Diese Domain kann erworben werden. Jetzt anfragen. Ähnliche Links. Datenschutz.',
    'Seite nicht gefunden. Die gesuchte Seite existiert nicht oder wurde verschoben. Zur Startseite.',
  ],
  fr: [
    'Nous respectons votre vie privée. Nos partenaires et nous-mêmes stockons des informations sur votre appareil, comme les cookies, et traitons des données personnelles pour des annonces et contenus personnalisés et la mesure d’audience.',
    'Tout accepter. Tout refuser. Personnaliser. Les cookies nécessaires sont toujours actifs.',
    'Tous droits réservés. Conditions d’utilisation. Politique de confidentialité. Mentions légales. Plan du site.',
    'Restez informé. Saisissez votre adresse e-mail. En vous inscrivant, vous acceptez de recevoir nos e-mails.',
    'Se connecter. Adresse e-mail. Mot de passe. Se souvenir de moi. Mot de passe oublié ? Créer un compte.',
    'Le site est en maintenance. Nous revenons très vite. Merci de votre patience.',
    'Ce nom de domaine est peut-être disponible. Renseignez-vous. Liens associés. Confidentialité.',
    'Page introuvable. La page que vous cherchez n’existe pas ou a été déplacée. Retour à l’accueil.',
  ],
  es: [
    'Valoramos tu privacidad. Nosotros y nuestros socios almacenamos información en tu dispositivo, como cookies, y tratamos datos personales para anuncios y contenidos personalizados y medición de audiencia.',
    'Aceptar todo. Rechazar todo. Personalizar. Las cookies necesarias siempre están activas.',
    'Todos los derechos reservados. Condiciones de uso. Política de privacidad. Aviso legal. Mapa del sitio.',
    'Mantente al día. Introduce tu correo electrónico. Al suscribirte aceptas recibir comunicaciones comerciales.',
    'Iniciar sesión. Correo electrónico. Contraseña. Recordarme. ¿Olvidaste tu contraseña? Crear cuenta.',
    'Estamos realizando tareas de mantenimiento. Volveremos en breve. Gracias por tu paciencia.',
    'Este dominio puede estar disponible. Consultar ahora. Enlaces relacionados. Privacidad.',
    'Página no encontrada. La página que buscas no existe o se ha movido. Volver al inicio.',
  ],
  nl: [
    'Wij respecteren uw privacy. Wij en onze partners slaan informatie op uw apparaat op, zoals cookies, en verwerken persoonsgegevens voor gepersonaliseerde advertenties en content en het meten van bereik.',
    'Alles accepteren. Alles weigeren. Aanpassen. Noodzakelijke cookies zijn altijd actief.',
    'Alle rechten voorbehouden. Gebruiksvoorwaarden. Privacyverklaring. Colofon. Sitemap.',
    'Blijf op de hoogte. Vul uw e-mailadres in. Door u aan te melden gaat u akkoord met het ontvangen van e-mails.',
    'Inloggen. E-mailadres. Wachtwoord. Onthoud mij. Wachtwoord vergeten? Account aanmaken.',
    'Wij voeren momenteel onderhoud uit. We zijn zo terug. Bedankt voor uw geduld.',
    'Deze domeinnaam is mogelijk beschikbaar. Informeer nu. Gerelateerde links. Privacy.',
    'Pagina niet gevonden. De pagina die u zoekt bestaat niet of is verplaatst. Terug naar home.',
  ],
  it: [
    'Rispettiamo la tua privacy. Noi e i nostri partner archiviamo informazioni sul tuo dispositivo, come i cookie, e trattiamo dati personali per annunci e contenuti personalizzati e misurazione del pubblico.',
    'Accetta tutto. Rifiuta tutto. Personalizza. I cookie necessari sono sempre attivi.',
    'Tutti i diritti riservati. Termini di utilizzo. Informativa privacy. Note legali. Mappa del sito.',
    'Resta aggiornato. Inserisci il tuo indirizzo email. Iscrivendoti accetti di ricevere comunicazioni commerciali.',
    'Accedi. Indirizzo email. Password. Ricordami. Password dimenticata? Crea un account.',
    'Sito in manutenzione. Torneremo presto online. Grazie per la pazienza.',
    'Questo dominio potrebbe essere disponibile. Richiedi informazioni. Link correlati. Privacy.',
    'Pagina non trovata. La pagina che cerchi non esiste o è stata spostata. Torna alla home.',
  ],
  pt: [
    'Valorizamos a sua privacidade. Nós e os nossos parceiros armazenamos informações no seu dispositivo, como cookies, e tratamos dados pessoais para anúncios e conteúdos personalizados e medição de audiências.',
    'Aceitar tudo. Rejeitar tudo. Personalizar. Os cookies necessários estão sempre ativos.',
    'Todos os direitos reservados. Termos de utilização. Política de privacidade. Informação legal. Mapa do site.',
    'Mantenha-se informado. Introduza o seu email. Ao subscrever aceita receber comunicações comerciais.',
    'Iniciar sessão. Email. Palavra-passe. Lembrar-me. Esqueceu-se da palavra-passe? Criar conta.',
    'Estamos em manutenção. Voltamos em breve. Obrigado pela sua paciência.',
    'Este domínio pode estar disponível. Pergunte agora. Links relacionados. Privacidade.',
    'Página não encontrada. A página que procura não existe ou foi movida. Voltar ao início.',
  ],
};

const DOCUMENTS_PER_LANGUAGE = 40;

/** Pages that say nothing, short and long, labelled with the say-nothing class. */
export function* sayNothingDocuments(seed = 5151): Generator<Document> {
  const random = new Random(seed);
  for (const language of LANGUAGES) {
    const parts = EMPTY_TEXT[language];
    for (let copy = 0; copy < DOCUMENTS_PER_LANGUAGE; copy++) {
      const repeats = random.pick([1, 1, 2, 4, 10]);
      const body = Array.from({ length: repeats }, () =>
        random.shuffle(parts).slice(0, random.int(1, 4)).join(' '),
      ).join(' ');
      yield {
        name: '',
        title: random.chance(0.5) ? (random.pick(parts).split('.')[0] ?? '') : '',
        descriptions: '',
        headings: '',
        lead: random.chance(0.5) ? random.pick(parts) : '',
        body,
        script: '',
        schemaTypes: [],
      };
    }
  }
}
