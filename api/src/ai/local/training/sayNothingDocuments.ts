import { Random } from '../../eval/realistic/random.ts';
import type { Document } from '../learned/features.ts';
import { LANGUAGES, type Language } from './lexicon.ts';

/**
 * What pages that say nothing about a company are made of, per language: consent banners,
 * legal small print, newsletter boxes, login forms, maintenance notices, domain-parking text,
 * "coming soon", a domain registered with no site yet or expired, a site builder's sample page,
 * a browser check or an access wall, a server that is down and a site that has moved. Written
 * for training only. Joined in any number, so the model learns that such text says nothing
 * whatever its length.
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
    'Coming soon. Our new website is under construction. Leave your email and we will let you know when we launch.',
    'This domain has expired. If you are the owner, renew it now to restore your website and email.',
    'Welcome to your new site. This is a sample page: edit this text to get started. Powered by the site builder.',
    'Checking your browser before accessing the site. Please enable cookies. Access denied: you do not have permission to view this page.',
    'Our website has moved to a new address. You will be redirected shortly. Service temporarily unavailable, please try again later.',
    'Website update in progress. We are updating our site and will be back online in a few minutes. Thanks for your understanding.',
    'This domain has been registered, but no website has been set up yet. Are you the owner? Log in to your control panel to publish your site.',
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
    'Demnächst online. Unsere neue Website ist im Aufbau. Hinterlassen Sie Ihre E-Mail-Adresse, wir informieren Sie zum Start.',
    'Diese Domain ist abgelaufen. Wenn Sie der Inhaber sind, verlängern Sie sie jetzt, um Website und E-Mail wiederherzustellen.',
    'Willkommen auf Ihrer neuen Website. Dies ist eine Beispielseite: Bearbeiten Sie diesen Text, um loszulegen. Erstellt mit dem Homepage-Baukasten.',
    'Ihr Browser wird überprüft, bevor Sie auf die Seite zugreifen. Bitte aktivieren Sie Cookies. Zugriff verweigert: Sie haben keine Berechtigung für diese Seite.',
    'Unsere Website ist umgezogen. Sie werden in Kürze weitergeleitet. Dienst vorübergehend nicht verfügbar, bitte versuchen Sie es später erneut.',
    'Website-Update. Wir aktualisieren gerade unsere Seite und sind in wenigen Minuten wieder online. Danke für Ihr Verständnis.',
    'Diese Domain wurde registriert, aber es ist noch keine Website eingerichtet. Sind Sie der Inhaber? Melden Sie sich im Kundenbereich an, um Ihre Seite zu veröffentlichen.',
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
    'Bientôt en ligne. Notre nouveau site est en cours de création. Laissez votre e-mail, nous vous préviendrons de son lancement.',
    'Ce nom de domaine a expiré. Si vous en êtes le titulaire, renouvelez-le pour rétablir votre site et votre messagerie.',
    'Bienvenue sur votre nouveau site. Ceci est une page d’exemple : modifiez ce texte pour commencer. Créé avec l’éditeur de site.',
    'Vérification de votre navigateur avant l’accès au site. Veuillez activer les cookies. Accès refusé : vous n’avez pas l’autorisation de consulter cette page.',
    'Notre site a déménagé à une nouvelle adresse. Vous allez être redirigé. Service temporairement indisponible, veuillez réessayer plus tard.',
    'Mise à jour en cours. Notre site est en cours de mise à jour et sera de retour dans quelques minutes. Merci de votre compréhension.',
    'Ce domaine a bien été enregistré, mais aucun site n’a encore été mis en ligne. Vous êtes le propriétaire ? Connectez-vous à votre espace client pour publier votre site.',
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
    'Próximamente. Nuestra nueva web está en construcción. Déjanos tu correo y te avisaremos cuando la lancemos.',
    'Este dominio ha caducado. Si eres el titular, renuévalo ahora para recuperar tu web y tu correo.',
    'Bienvenido a tu nueva web. Esta es una página de ejemplo: edita este texto para empezar. Creada con el editor de páginas.',
    'Comprobando tu navegador antes de acceder al sitio. Activa las cookies. Acceso denegado: no tienes permiso para ver esta página.',
    'Nuestra web se ha trasladado a una nueva dirección. Serás redirigido en breve. Servicio no disponible temporalmente, inténtalo más tarde.',
    'Actualización en curso. Estamos actualizando nuestra web y volveremos en unos minutos. Gracias por tu comprensión.',
    'Este dominio ha sido registrado, pero todavía no tiene ninguna web configurada. ¿Eres el titular? Accede a tu panel de cliente para publicar tu sitio.',
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
    'Binnenkort online. Onze nieuwe website wordt gebouwd. Laat uw e-mailadres achter, dan laten we het weten zodra we live gaan.',
    'Deze domeinnaam is verlopen. Bent u de eigenaar, verleng hem dan nu om uw website en e-mail te herstellen.',
    'Welkom op uw nieuwe website. Dit is een voorbeeldpagina: bewerk deze tekst om te beginnen. Gemaakt met de websitebouwer.',
    'Uw browser wordt gecontroleerd voordat u de site bezoekt. Schakel cookies in. Toegang geweigerd: u heeft geen toestemming om deze pagina te bekijken.',
    'Onze website is verhuisd naar een nieuw adres. U wordt zo doorgestuurd. Dienst tijdelijk niet beschikbaar, probeer het later opnieuw.',
    'Update bezig. We werken onze website bij en zijn over enkele minuten weer online. Bedankt voor uw begrip.',
    'Deze domeinnaam is geregistreerd, maar er is nog geen website ingesteld. Bent u de eigenaar? Log in op uw klantenpaneel om uw site te publiceren.',
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
    'Presto online. Il nostro nuovo sito è in fase di realizzazione. Lasciaci la tua email e ti avviseremo al lancio.',
    'Questo dominio è scaduto. Se ne sei il titolare, rinnovalo ora per ripristinare sito ed email.',
    'Benvenuto nel tuo nuovo sito. Questa è una pagina di esempio: modifica questo testo per iniziare. Realizzato con il sito builder.',
    'Verifica del browser prima di accedere al sito. Abilita i cookie. Accesso negato: non hai i permessi per visualizzare questa pagina.',
    'Il nostro sito si è trasferito a un nuovo indirizzo. Verrai reindirizzato a breve. Servizio temporaneamente non disponibile, riprova più tardi.',
    'Aggiornamento in corso. Stiamo aggiornando il sito e torneremo online tra pochi minuti. Grazie per la comprensione.',
    'Questo dominio è stato registrato, ma non è ancora stato configurato alcun sito. Sei il titolare? Accedi al pannello di controllo per pubblicare il tuo sito.',
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
    'Brevemente online. O nosso novo site está em construção. Deixe o seu email e avisamos quando estivermos no ar.',
    'Este domínio expirou. Se é o titular, renove-o agora para recuperar o seu site e o seu email.',
    'Bem-vindo ao seu novo site. Esta é uma página de exemplo: edite este texto para começar. Criado com o construtor de sites.',
    'A verificar o seu navegador antes de aceder ao site. Ative os cookies. Acesso negado: não tem permissão para ver esta página.',
    'O nosso site mudou para um novo endereço. Será redirecionado em breve. Serviço temporariamente indisponível, tente mais tarde.',
    'Atualização em curso. Estamos a atualizar o site e voltamos dentro de minutos. Obrigado pela compreensão.',
    'Este domínio foi registado, mas ainda não tem nenhum site configurado. É o titular? Entre na sua área de cliente para publicar o seu site.',
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
