/**
 * A founding said with its verb ("1991 in Leipzig gegründet", "Set up in 2012", "Abrimos en
 * 2015", "Costituito nel 1965", "fondé à Montpellier en 1986"): surer than a year after "since",
 * which may date a brand, a family or a status, so read first.
 */
export const FOUNDED_WITH_VERB = new RegExp(
  [
    String.raw`\b(?:founded|established|incorporated)(?:\s+by\s+[^.;\d]{2,60}?)?\s+(?:in\s+)?(\d{4})\b`,
    // Opening verbs only in the company's own voice: a building "opened in 1878" too.
    String.raw`\b(?:set up|we opened(?:\s+(?:our|the|this)\s+(?!second|third|new|latest|next)(?:(?:[\p{L}-]+\s+)?doors|first\s+[\p{L}-]+|[\p{L}-]+))?(?:\s+here)?|opened (?:our|the) (?:[\p{L}'’-]+\s+)?doors(?:\s+(?:on|at|in)\s+[^.;\d]{2,40}?|\s+as\s+an?\s+[^.;\d]{2,40}?)?)\s+in\s+(\d{4})\b`,
    // "depuis notre fondation en 2003", "since our founding in 1998", "seit unserer Gründung 1987".
    String.raw`\b(?:our|notre|nuestra|nossa|la nostra|onze|unserer|unsere|der|the|its|de|la|el|a|sa|su|sua)\s+(?:fondation|founding|foundation|fundación|fundação|fondazione|oprichting|gründung)\s+(?:(?:en|in|em|nel|im jahr|im)\s+)?(\d{4})\b`,
    // "Our centre opened in 2018", "Unser Club wurde 2016 eröffnet".
    String.raw`\bour\s+[\p{L}-]+\s+(?:was\s+)?opened\s+in\s+(\d{4})\b`,
    String.raw`\bunser[e]?\s+[\p{L}-]+\s+wurde\s+(\d{4})\s+(?:eröffnet|gegründet)\b`,
    // "Die Bibliothek wurde 1921 als Volksbücherei eröffnet": the business named by its article.
    // "Die Praxis wurde 1998 von Dr. Helga Leitner eröffnet": by its founder.
    String.raw`\b(?:die|der|das)\s+[\p{L}-]+\s+wurde\s+(\d{4})\s+(?:als\s+[\p{L}-]+\s+|von\s+(?:[^.;\d()]|(?<=\b(?:Dr|Prof|Ing|Mag|Dipl))\.){2,60}?\s)?eröffnet\b`,
    // "Eröffnet im Jahr 2004, als eines der ersten Day Spas": a sentence opened by the participle.
    String.raw`(?:^|[.!?:]\s+)eröffnet\s+im\s+jahr\s+(\d{4})\b`,
    // "1986 machte sich Heinz Brandt mit einem Transporter selbstständig": the founder's start.
    String.raw`\b(\d{4})\s+machte\s+sich\s+[^.;\d]{2,80}?\sselbst(?:st)?ändig\b`,
    // "Ins Leben gerufen haben die Genossenschaft 2010 …", "2010 ins Leben gerufen".
    String.raw`\bins\s+leben\s+gerufen\s+(?:haben|hat)\s+[^.;\d]{0,60}?(\d{4})\b`,
    String.raw`\b(\d{4})\s+(?:[^.;\d]{0,60}?\s)?ins\s+leben\s+gerufen\b`,
    // "Nacimos en 1986 como cooperativa", "nascemos em 2004", "siamo nati nel 1990".
    String.raw`(?<![\p{L}])(?:nacimos|nascemos|siamo nat[ie]|nous sommes nés)\s+(?:en|em|nel)\s+(\d{4})\b`,
    // A founder's title keeps its dot: "wurde 1987 von Dr. Herbert Steiner gegründet"; not across a
    // bracket ("2024 arbeiten die Kanzleien Bergmann & Kollegen (gegründet 1986)").
    String.raw`\b(\d{4})\s+(?:[^.;\d()]|(?<=\b(?:Dr|Prof|Ing|Mag|Dipl))\.){0,70}?\bgegründet\b`,
    String.raw`\b(?:gegründet(?:\s+im\s+jahr)?|gegr\.)\s+(\d{4})\b`,
    String.raw`\b(?:fondée?s?|créée?s?)\s+(?:à\s+[\p{L}-]+\s+)?en\s+(\d{4})\b`,
    // "Abrimos la cantina en 2016", not a second or a new shop.
    String.raw`\b(?:fundad[ao]s?|(?:abrimos|montamos)(?:\s+(?:as|las|la|el|a|o|nuestras|nuestra|nuestro|nossas|nossa|nosso)\s+(?:primer[oa]?\s+|primeir[oa]\s+)?(?!segund|nuev|otr|terceir|nov|outr)[\p{L}-]+)?(?:\s+(?:en|em)\s+\p{Lu}[\p{L}-]+)?)\s+(?:en|em)\s+(\d{4})\b`,
    String.raw`\bopgericht\s+in\s+(\d{4})\b`,
    String.raw`\bin\s+(\d{4})\s+opgericht\b`,
    // Dutch's separable verb: "Marc Vandaele richtte de zaak op in 1987".
    String.raw`\brichtten?\s+(?:[\p{L}-]+\s+){1,4}?op\s+in\s+(\d{4})\b`,
    // A founding day: "opgericht op 1 september 1931", "founded on 3 May 1994", "gegründet am
    // 1. März 1952", "fondée le 1er mars 1952", "fundada el 2 de mayo de 1960".
    String.raw`\b(?:opgericht\s+op|founded\s+on|gegründet\s+am|fondée?\s+le|fundad[ao]\s+(?:el|a|em)|fondat[ao]\s+il)\s+\d{1,2}(?:er|\.)?\s+(?:de\s+)?\p{L}+\s+(?:de\s+)?(\d{4})\b`,
    // Someone founded it: "a fondé le cabinet en 2012", "founded the practice in 2008",
    // "gründete 1952 die Schreinerei", "fundó la empresa en 1989", "ha fondato lo studio nel 2001".
    // "j'ai repris le rucher et créé l'atelier de cosmétiques en 2017": one auxiliary for both.
    String.raw`\b(?:a|ont|avons|ai|et)\s+(?:fondé|ouvert|créé)\s+(?:(?:le|la|l'|l’|notre|son|sa)\s*(?!second|nouve|autre|deuxième)[\p{L}-]+\s+(?:(?:de|d['’])\s*[\p{L}-]+\s+)?|notre\s+(?!second|nouve|autre|deuxième)[\p{L}-]+\s+[\p{L}-]+\s+)?en\s+(\d{4})\b`,
    // The year first: "En 1992, Yves Le Gall, fils d'éleveurs, a ouvert le cabinet".
    String.raw`\ben\s+(\d{4}),?\s+(?!(?:et|puis|avant|après)\s)[^.;\d]{2,100}?\s(?:a|ont)\s+(?:fondé|ouvert|créé)\s+(?:le|la|l'|l’|son|sa|leur)\s*(?!second|nouve|autre|deuxième)[\p{L}-]+`,
    // Spanish and Portuguese with the year first, the first or one's own: "Em 1998, a família
    // Nakamura abriu o primeiro balcão", "que en 2006 abrió su taller"; not after "y / e / luego
    // …", not "abrió un pequeño asador" or "abrieron una herrería" (the group's first restaurant
    // elsewhere, the premises' past).
    String.raw`\b(?:en|em)\s+(\d{4}),?\s+(?:(?!(?:y|e|luego|después|depois|antes|mas|pero)\s)[^.;\d]{1,100}?\s)?(?:abri(?:ó|u|eron|ram)|fund(?:ó|ou|aron|aram))\s+(?:(?:o|a|el|la)\s+(?:primeir[oa]|primer[oa]?)|su|sua|seu|nuestr[oa]|noss[oa])\s+(?!segund|nuev|otr|terceir|nov|outr)[\p{L}-]+`,
    String.raw`\b(?:founded|started|established)\s+(?:the|our|this)\s+(?:[\p{L}-]+\s+){1,3}in\s+(\d{4})\b`,
    // "… und hat die Kanzlei in Ehrenfeld im Jahr 2017 eröffnet": the owner opened the business.
    String.raw`\b(?:hat|haben)\s+(?:die|den|das|ihre|seine|unsere|ihren|seinen|unseren)\s+(?!zweite|neue|weitere)[\p{L}-]+\s+(?:[^.;\d]{0,40}?\s)?(?:im\s+jahr\s+)?(\d{4})\s+(?:eröffnet|gegründet)\b`,
    // The year first: "2009 haben wir unseren kleinen Laden in der Südvorstadt eröffnet".
    String.raw`\b(\d{4})\s+(?:haben|hat)\s+(?:wir|ich)\s+(?:unser(?:e|en)?|das|den|die|mein(?:e|en)?)\s+(?!zweite|neue|weitere)[^.;\d]{0,60}?\s(?:eröffnet|gegründet)\b`,
    // "Gegründet hat Ulrich Vogt die Kanzlei 1994".
    String.raw`\bgegründet\s+hat\s+[^.;\d]{2,60}?\s+(\d{4})\b`,
    // A shop's own opening: "Boutique ouverte en 1996", "Le salon — Ouvert en 2017", "Libreria
    // indipendente aperta nel 2019", "a escola abriu em 2012"; not a second or new shop's.
    String.raw`(?<!(?:second|third|new|another|zweite[nrs]?|dritte[nrs]?|neue[nrs]?|weitere[nrs]?|deuxième|troisième|nouvelle|nouveau|autre|segund[ao]|nuev[ao]|otr[ao]|second[ao]|terz[ao]|nuov[ao]|altr[ao]|tweede|derde|nieuwe|andere|terceir[ao]|nov[ao]|outr[ao])\s)(?<![\p{L}])(?:boutique|magasin|salon|atelier|cabinet|restaurant|commerce|agence|librairie|épicerie|libreria|negozio|bottega|ristorante|tienda|librería|escuela|loja|escola|livraria|winkel|zaak|laden|geschäft|shop|store)\s+(?:[\p{L}-]+\s+){0,2}?(?:ouverte?|apert[ao]|abiert[ao]|abri[uó]|abert[ao]|geopend|eröffnet|opened)\s+(?:en|nel|em|el|in|im)\s+(\d{4})\b`,
    // The owner's own business: "a ouvert son propre salon rue de Brest en 2008", "opened her own
    // studio on Mill Lane in 2015", "abrió su propia peluquería en 2004".
    String.raw`\b(?:(?:a|ont|avons|ai)\s+(?:ouvert|fondé|créé|monté)\s+(?:son|sa|leur|mon|ma|notre)\s+propre|opened\s+(?:his|her|their|my|our)\s+own|abri[óo]\s+su\s+propi[oa]|abriu\s+(?:o\s+seu|a\s+sua)\s+própri[oa]|(?:ha\s+aperto|aprì)\s+(?:il\s+suo|la\s+sua)\s+propri[oa])\s+(?:[^.;\d]{1,60}?\s)?(?:en|in|em|nel)\s+(\d{4})\b`,
    // The year first, then the founder and her business: "In 2014 opende Lies De Smet haar
    // wolwinkel"; not a second one. (German's "1898 eröffnete Metzgermeister Alois Krämer … seine
    // Metzgerei" is as often the premises' former trade.)
    String.raw`\bin\s+(\d{4})\s+(?:opende|openden)\s+(?:[\p{L}'’-]+\s+){1,4}(?:hun|zijn|haar)\s+(?!tweede|nieuwe|derde)[\p{L}-]+`,
    // The owner started the business: "Dirk Koster startte de zaak in 1998".
    String.raw`\b(?:startte|begon|opende)\s+(?:de|het|onze|zijn|haar)\s+(?:zaak|bedrijf|winkel|praktijk|kantoor|salon|studio|school)\s+in\s+(\d{4})\b`,
    // "Started in 2011 by two lifeguards": the company's start told with its founders.
    String.raw`\bstarted\s+in\s+(\d{4})\s+by\b`,
    // "We started in 1998 with one cutting table": the company's own start, in its voice.
    String.raw`\bwe\s+(?:started|began)\s+(?:out\s+)?in\s+(\d{4})\b`,
    String.raw`\bgründeten?\s+(?:(?:die|den|das|unsere?n?)\s+[\p{L}-]+\s+)?(?:im\s+jahr\s+)?(\d{4})\b`,
    String.raw`\bfund(?:ó|aron|ou|aram)\s+(?:(?:la|el|a|o|nuestra|nuestro|nossa|nosso)\s+[\p{L}-]+\s+)?(?:en|em)\s+(\d{4})\b`,
    String.raw`\b(?:fondò|(?:ha|hanno)\s+fondato)\s+(?:(?:il|lo|la|l'|la nostra|il nostro)\s*[\p{L}-]+\s+)?nel\s+(\d{4})\b`,
    String.raw`\b(?:fondat[ao]|costituit[ao]|abbiamo aperto(?:\s+(?:il|la|lo|l'|l’|le|i|questo|questa|il nostro|la nostra|le nostre|i nostri)\s*(?!second|nuov|altr|terz)[\p{L}-]+)?|nat[ao]|nasce)\s+nel\s+(\d{4})\b`,
    // Dutch puts the verb before its subject: "Toen de bakker stopte, openden wij hier in 2020
    // onze zaak", "begonnen we in 1998".
    String.raw`\b(?:openden|opende|begonnen|begon|startten|startte)\s+(?:wij|we|ik)\s+(?:hier\s+)?in\s+(\d{4})\b`,
    // The year first: "In 2016 openden we de deuren", not "onze tweede winkel"; named founders with
    // their own firm: "In 2005 begonnen Mr. Sanne Verhoef en Mr. Ruben Kalkman hun eigen
    // advocatenkantoor" (not "met één …": a maker's start is told so too).
    String.raw`\bin\s+(\d{4})\s+(?:openden|opende|begonnen|begon|startten|startte)\s+(?:wij|we|ik)\b(?!\s+(?:(?:onze|ons|de|het|een)\s+)?(?:tweede|nieuwe|derde))`,
    String.raw`\bin\s+(\d{4})\s+(?:begonnen|begon|startten|startte|openden|opende)\s+(?:[^.;\d]|(?<=\b(?:Mr|Mw|Dr|Drs|Ir|Ing|Prof))\.){2,80}?\s(?:hun|zijn|haar)\s+eigen\b`,
    // The year before the company's own opening: "nel 2017 ho aperto il mio studio", "in 2012
    // we opened our shop", "en 2005 abrimos nuestra tienda".
    String.raw`\b[Ii]n\s+(\d{4})\s+(?:ben|zijn|heb|hebben)\s+(?:ik|wij|we)\s+(?:[\p{L}-]+\s+){0,3}?(?:gestart|begonnen|geopend|opgericht)\b`,
    // Not a second or a new shop: "Nel 2019 abbiamo aperto il secondo punto vendita".
    String.raw`\b(?:nel|in|en|em)\s+(\d{4})\s+(?:ho|abbiamo|I|we|j'ai|nous avons|abrí|abrimos|abri|ik|wij)\s+(?:(?:aperto|fondato|opened|founded|started|ouvert|fondé|créé|open(?:de|den)|richtten|begon(?:nen)?)\b(?!\s+(?:(?:il|la|lo|un|una|our|the|a|an|le|notre|une|el|nuestro|nuestra|o|nosso|nossa|onze|ons|de|het|een)\s+)?(?:second|nuov|new|deuxième|nouve|segund|tweede|nieuw|terz|third|troisième|otr|outr|altr|another))|(?:la|el|nuestra|nuestro|a|o|nossa|nosso)\s(?!segund|nuev|otr|terceir|outr|nov))`,
    // "Nossa casa abriu as portas em 2014", "Our bakery opened its doors in 1998".
    String.raw`\b(?:our|nossa|nosso|nuestra|nuestro|notre|unser[e]?|onze|la nostra|il nostro)\s+(?:[\p{L}-]+\s+){1,2}?(?:abriu as (?:suas )?portas|abrió sus puertas|a ouvert ses portes|opened (?:its|our) doors|öffnete (?:seine|ihre) türen|opende (?:zijn|haar) deuren|ha aperto i battenti)\s+(?:em|en|in|nel|im)\s+(\d{4})\b`,
    // "abrió las puertas de Allegro en 1996", "abriram as portas do Hotelzinho em 2013": the
    // doors, not "sus puertas" (a building's too).
    String.raw`\babri(?:ó|eron|u|ram)\s+(?:las|as)\s+(?:puertas|portas)(?:\s+(?:de|del|do|da|dos|das)\s+[^.;\d]{1,40}?)?\s+(?:en|em)\s+(\d{4})\b`,
    // "since its inception in 1999".
    String.raw`\b(?:its|our|the company's)\s+inception\s+in\s+(\d{4})\b`,
    // "La bibliothèque a ouvert ses portes en 1967", "A livraria abriu ao público em 2003": the
    // business named by its kind alone ("La boulangerie Vernay a ouvert ses portes en 1923" on a
    // coworking space's page is the premises' past: a name is read by FOUNDED_BY_NAME).
    String.raw`\b(?:la|le|l['’])\s*(?:bibliothèque|médiathèque|boutique|librairie|clinique|école|salon|restaurant|atelier|cabinet|magasin|épicerie|brasserie|galerie|musée|pharmacie|agence|crèche|pâtisserie|boulangerie)\s+a\s+ouvert\s+ses\s+portes\s+en\s+(\d{4})\b`,
    String.raw`\b(?:o|a)\s+(?:museu|loja|escola|clínica|livraria|biblioteca|padaria|restaurante|oficina|academia|farmácia|galeria|pastelaria)\s+abriu\s+(?:ao\s+público|as\s+(?:suas\s+)?portas)\s+em\s+(\d{4})\b`,
    // "1991 als Zwei-Mann-Betrieb in einer Heilbronner Garage gestartet".
    String.raw`\b(\d{4})\s+als\s+[^.;\d]{2,60}?\sgestartet\b`,
    // "Unsere Firmengeschichte beginnt 1971", "Nossa história começou em 1993".
    String.raw`\b(?:our|unsere|notre|nuestra|nossa|la nostra|onze)\s+(?:story|history|firmengeschichte|geschichte|histoire|historia|história|storia|geschiedenis|verhaal)\s+(?:began|begins|starts|started|beginnt|begann|commence|a commencé|comenzó|empezó|comienza|começou|começa|inizia|iniziò|è iniziata|begon|begint)\s+(?:(?:in|im jahr|im|en|em|nel)\s+)?(\d{4})\b`,
    // "A Montado Invest, constituída em 2017", "constituida en 1998", "constituée en 2004".
    String.raw`\b(?:constituíd[ao]|constituid[ao]|constituée?)\s+(?:em|en)\s+(\d{4})\b`,
    // "A freguesia foi criada em 1928", "la asociación fue creada en 1990": created, in the
    // passive.
    String.raw`(?<![\p{L}])(?:foi|fue|è stat[ao]|was)\s+(?:criad[ao]|cread[ao]|creat[ao]|created)\s+(?:em|en|nel|in)\s+(\d{4})\b`,
    // Instituted, by whom: "La biblioteca fu istituita dal Consiglio comunale nel 1872".
    String.raw`(?<![\p{L}])(?:foi|fue|fu|è stat[ao]|was)\s+(?:instituíd[ao]|instituid[ao]|istituit[ao]|instituted)\s+(?:(?:pelo|pela|por|dal|dalla|dai|by)\s+[^.;\d]{1,50}?\s)?(?:em|en|nel|in)\s+(\d{4})\b`,
    // Opened by a person, in the passive: "O viveiro foi aberto pelo Sr. Albano Figueiredo em
    // 1989" (a building is opened too, but seldom by a shopkeeper named with his title).
    String.raw`(?<![\p{L}])(?:foi|fue|è stat[ao]|was)\s+(?:abert[ao]|abiert[ao]|apert[ao]|opened)\s+(?:pelo|pela|por|dal|dalla|by)\s+(?:sr|sra|dr|dra|don|doña|dona|dott|mr|mrs|ms|dr)\.?\s+[^.;\d]{1,50}?\s(?:em|en|nel|in)\s+(\d{4})\b`,
    // Inaugurated: "O museu foi inaugurado em 2009", "Il museo è stato inaugurato nel 2001"; not a
    // new part of the business ("La nuova sala chirurgica è stata inaugurata nel 2021", "Lo
    // showroom di ceramiche è stato inaugurato nel 2016").
    String.raw`(?<!(?<![\p{L}])(?:nuov[oa]|new|neue[nrs]?|nouve(?:au|lle)|nuev[oa]|nov[oa]|nieuwe?|showroom|sala|salle|saal|room|wing|ala|annexe?|anexo|reparto|ampliamento|extension|ampliación|ampliação)\s+(?:[^.;!?\d]{0,60}?\s)?)(?<![\p{L}])(?:foi|fue|è stat[ao]|was)\s+(?:inaugurad[ao]|inaugurat[ao]|inaugurated)\s+(?:em|en|nel|in)\s+(\d{4})\b`,
    // "The practice opened in 2019": the business named by its kind, not a building.
    String.raw`\bthe\s+(?:practice|clinic|studio|shop|store|salon|restaurant|café|cafe|bakery|firm|agency|school|gym|surgery|business|company)\s+(?:first\s+)?opened\s+in\s+(\d{4})\b`,
    // "Dr Aoife Brennan opened the clinic in 2011": the business by its kind, right after the verb.
    String.raw`\bopened\s+(?:the|this)\s+(?:practice|clinic|studio|shop|store|salon|restaurant|café|cafe|bakery|firm|agency|school|gym|surgery|business|company|office|workshop|garage)\s+in\s+(\d{4})\b`,
    // "Ernesto abrió este local con la receta de su mamá en 2003", "abriu esta loja em 1999".
    String.raw`\babri[óou]\s+(?:este|esta|el|la|su|sua|seu|o|a|nuestro|nuestra)\s+(?:local|negocio|tienda|restaurante|taller|puesto|fonda|consultorio|despacho|estudio|loja|oficina|escritório|consultório)\b[^.;\d]{0,50}?\b(?:en|em)\s+(\d{4})\b`,
    // The first shop opened: "A avó Albertina abriu a primeira banca de peixe da família em 1976",
    // "abrió la primera tienda en 1962".
    String.raw`\babri[óou]\s+(?:a|o|la|el)\s+(?:primeir[ao]|primer[ao]?)\s+[^.;\d]{0,50}?\b(?:en|em)\s+(\d{4})\b`,
    // "Il museo ha aperto al pubblico nel 2002": the business named by its kind.
    String.raw`\b(?:il|la|lo|l['’])\s*(?:museo|negozio|ristorante|trattoria|osteria|pizzeria|bottega|libreria|studio|laboratorio|agriturismo|albergo|hotel|scuola|palestra|farmacia|enoteca|gelateria|pasticceria|forno|officina|clinica|ambulatorio|biblioteca)\s+(?:ha\s+|è\s+(?:stat[oa]\s+)?(?=apert))?(?:aperto|apre|aprì|aperta)\s+(?:(?:al pubblico|i battenti|le (?:sue )?porte)\s+)?nel\s+(\d{4})\b`,
    // "Le club a vu le jour en 1974", "vit le jour en 1921": born, in French's idiom.
    String.raw`\b(?:a|ont|avait|vit|voit)\s+(?:vu\s+)?le\s+jour\s+en\s+(\d{4})\b`,
    // The shop's shutter raised: "On a levé le rideau en mars 2009", "a levé son premier rideau en 1983".
    String.raw`\b(?:a|ont|avons)\s+levé\s+(?:le|son|leur|notre)\s+(?:premier\s+)?rideau\s+en\s+(\d{4})\b`,
    // "Started in 2015 with 40 desks": a sentence opened by the company's start.
    String.raw`(?<=(?:^|[.!?:])\s*)(?:started|opened)\s+in\s+(\d{4})\b`,
    // The business by its article, then who opened it and when: "Die Praxis hat Dr. Miriam Lindner
    // im Herbst 1994 … eröffnet", "Die Praxis haben Corinne Meier und Luca Bernasconi 2016 aufgemacht".
    String.raw`\b(?:die|das|den)\s+(?:praxis|kanzlei|werkstatt|laden|geschäft|firma|betrieb|salon|studio|agentur|schule|apotheke|bäckerei|metzgerei|buchhandlung|boutique|galerie|klinik|ordination|café|restaurant|hotel|pension)\s+(?:hat|haben)\s+(?:[^.;\d()]|(?<=\b(?:Dr|Prof|Ing|Mag|Dipl))\.){2,80}?\s(?:im\s+jahr\s+)?(\d{4})\s+(?:[^.;\d]{0,60}?\s)?(?:eröffnet|aufgemacht|gegründet)\b`,
    // The family's own start, the year first: "1953 hat mein Großvater Anton Holzmann die Werkstatt
    // … eingerichtet", "Im Frühjahr 1962 hat Großvater Alois Gruber … die Backstube aufgesperrt".
    String.raw`\b(\d{4})\s+(?:hat|haben)\s+(?:(?:mein|unser)(?:e|en)?\s+)?(?:urgroßvater|großvater|großmutter|opa|oma|vater|mutter|urgroßeltern|großeltern|eltern)\s+[^.;\d]{0,60}?\s(?:die|den|das|seine|ihre|ihren|seinen)\s+[\p{L}-]+\s+(?:[^.;\d]{0,50}?\s)?(?:eröffnet|aufgemacht|aufgesperrt|eingerichtet|gegründet)\b`,
    // The business by its kind, its opener and the year: "Das Geschäft eröffnete Goldschmiedemeister
    // Karl Hartmann 1952".
    String.raw`\b(?:das|den|die)\s+(?:geschäft|laden|betrieb|werkstatt|praxis|kanzlei|firma|salon|atelier|café|restaurant|gasthaus|hotel|bäckerei|metzgerei|apotheke|buchhandlung)\s+(?:eröffnete|gründete)\s+(?:[^.;\d()]|(?<=\b(?:Dr|Prof|Ing|Mag|Dipl))\.){2,60}?\s(\d{4})\b`,
    // A grandparent's or parent's start, in Dutch: "opa Albert startte in 1956".
    String.raw`\b(?:opa|oma|vader|moeder|grootvader|grootmoeder|overgrootvader)\s+\p{Lu}[\p{L}-]+\s+(?:startte|begon|opende)\s+in\s+(\d{4})\b`,
    // "la nostra attività … è cominciata nel 1965", "nuestra empresa comenzó en 1990".
    String.raw`\b(?:la nostra|il nostro|nuestra|nuestro|nossa|nosso|notre)\s+(?:attività|azienda|impresa|avventura|empresa|aventura|actividad|atividade|entreprise|aventure|activité)\s+(?:[^.;\d]{0,60}?\s)?(?:è\s+(?:cominciat|iniziat)[ao]|(?:cominciò|iniziò)|comenzó|empezó|começou|a commencé)\s+(?:nel|en|em)\s+(\d{4})\b`,
    // "La fundación nació en 2007", "a escola nasceu em 1998": the company as its own subject.
    String.raw`\b(?:la|el|a|o|il|l'|nuestra|nuestro|nossa|nosso|la nostra|il nostro|notre)\s+(?:fundación|fundação|fondazione|fondation|empresa|asociación|associação|associazione|association|escuela|escola|scuola|école|tienda|loja|negozio|boutique|azienda|cooperativa|coopérative|clínica|clinica|clinique|taller|oficina|atelier|bottega|librería|livraria|libreria|librairie)\s+(?:nació|nasceu|nacque|est née?|naquit)\s+(?:en|em|nel|in)\s+(\d{4})\b`,
  ].join('|'),
  'giu',
);

/**
 * The founder's story names what they opened: "before opening Cobblestone in 2012", "avant de
 * créer Ferrand Expertise en 2003". Case-sensitive, unlike `FOUNDED_WITH_VERB`: the name is
 * capitalised ("opened its doors in 1936" is a building's).
 */
export const FOUNDED_BY_NAME = new RegExp(
  [
    // Dutch too: "Marloes de Wit begon Zonnewende in 2013".
    String.raw`\b(?:opening|opened|founding|starting|started|launching|launched|setting up|founded|begon|startte|opende|richtte)\s+(?:(?:it|our doors)\s+as\s+)?(?:\p{Lu}[\p{L}'’&-]*\s+){1,4}in\s+(\d{4})\b`,
    // "avant de créer Ferrand Expertise en 2003", "ont ouvert le Bistrot des Halles en 2011".
    String.raw`\b(?:créer|créé|fonder|fondé|ouvrir|ouvert)\s+(?:(?:le|la|les|l'|l’)\s*)?(?:(?:clinique|cabinet|atelier|salon|restaurant|boutique|magasin|école|studio|bureau|société|entreprise)\s+)?(?:\p{Lu}[\p{L}'’&-]*\s+(?:(?:de|des|du|d'|la|le|et|&)\s+)?){1,4}en\s+(\d{4})\b`,
    // "Sus hijos fundaron Bertolini Hermanos en 1958", "fondarono Ferrandi Tipografia nel 1921".
    String.raw`\b(?:[Ff]und(?:ó|aron|ou|aram|ámos|amos)|[Cc]ri(?:ámos|amos|ou|aram)|[Cc]re(?:amos|ó|aron)|[Ff]ond(?:ò|arono)|(?:ha|hanno) fondato)\s+(?:(?:a|o|la|el|as|os)\s+)?(?:\p{Lu}[\p{L}'’&.-]*\s+){1,4}(?:en|em|nel|in)\s+(\d{4})\b`,
    // The year first, then who founded the company named after the verb: "En 1961 sus hijos Aldo y
    // Carlos fundaron Metalúrgica Fontana Hnos." (only a name that is the site's is kept).
    String.raw`\b(?:[Ee]n|[Ii]n|[Nn]el|[Ee]m|[Ii]m [Jj]ahr)\s+(\d{4})\s+[^.;\d]{0,60}?(?<!(?<![\p{L}])(?:and|und|et|en|y|e|ed|i)\s)\b(?:fundaron|fundó|fundou|fundaram|founded|fondò|fondarono|fondèrent|fonda|gründeten|gründete|richtten|richtte|startte|opende|begon)\s+(?:(?:a|o|la|el|le|il|the|die|den|das|de|het)\s+)?(?<founded>(?:\p{Lu}[\p{L}'’&-]*\s*){1,4})`,
    // A company "born" in a year, named as its subject: "Bodegas Hermanos Requena nació en 1998"
    // (a person is born too: only a subject that names the site is kept).
    String.raw`(?<born>(?:\p{Lu}[\p{L}'’&-]*\s+){1,5})(?:first\s+|primero\s+)?(?:nació|nasceu|nacque|naquit|est née?|werd geboren|abrió sus puertas|abriu as (?:suas )?portas|a ouvert ses portes|opened its doors|öffnete seine türen|ha aperto i battenti|opende (?:zijn|haar) deuren|abrió|abriu|ha aperto|a ouvert|opened|è stat[oa] apert[oa]|abriu ao público|abrió al público|a ouvert au public|eröffnete|opende|started|began|launched|startete|begann|a démarré|empezó|comenzó|começou|è partit[oa]|begon|startte|entstand|ontstond)(?:\s+(?:as|als|comme|como|come)\s+[^.;\d]{2,40}?|(?<=doors|türen|portes|puertas|portas|deuren|battenti)\s+(?:on|at|in|an|in der|rue|en|em|in via)\s+[^.;\d]{2,40}?)?\s+(?:(?:en|em|nel|in|im jahr)\s+)?(\d{4})\b`,
  ].join('|'),
  'gu',
);

/** "since" in the six other languages (and Catalan's "des de"). */
export const SINCE_ELSEWHERE = 'seit|depuis|desde|sinds|dal|des de';

/**
 * "Est. 2015", "est 1987": an abbreviation of "established", read after the founding verbs and
 * before any "since", which may date a status or another party's trade told first on the page
 * ("… a brewhouse brewing since 1998" above "Hop Trail Tours est. 2015 by …").
 */
export const ESTABLISHED = /\best\.?\s*(\d{4})\b/giu;

/**
 * A year after "since" in the seven languages ("Seit 1987", "depuis 1987", "Desde", "Sinds",
 * "Dal", "serving … since 1987"); founding verbs are read first (`FOUNDED_WITH_VERB`). A year
 * next to a building, a membership or a partnership ("member since") is not the company's
 * founding.
 */
export const FOUNDING = new RegExp(
  [
    String.raw`(?<!member |partner |customer |client |members |partners )\bsince\s+(\d{4})\b`,
    String.raw`\b(?:${SINCE_ELSEWHERE})\s+(\d{4})\b`,
  ].join('|'),
  'giu',
);

/** "first" in the seven languages, as an adjective before what was first done or served. */
const FIRST = 'first|erste[nrs]?|premi(?:er|ère)s?|primer[oa]?s?|primeir[oa]s?|prim[oaie]|eerste';
/** The word "first" itself, to find it in a first step. */
export const FIRST_WORD = new RegExp(`(?<![\\p{L}])(?:${FIRST})(?![\\p{L}])`, 'iu');
/** Whose first it was: an article or a possessive, so "first" is no adverb ("first picked up"). */
const FIRST_OWNER = [
  'our|my|his|her|their|its|the',
  'unser(?:e[nrs]?)?|mein(?:e[nrs]?)?|sein(?:e[nrs]?)?|ihr(?:e[nrs]?)?|die|der|den|das|des',
  'notre|nos|mon|ma|mes|son|sa|ses|leur|leurs|le|la|les',
  'nuestr[oa]s?|su|sus|mi|mis|el|los|las',
  'noss[oa]s?|meu|minha|seu|sua|seus|suas|o|a|os|as',
  "il|lo|i|gli|le|l['’]|il nostro|la nostra|i nostri|le nostre|il suo|la sua|i suoi|le sue",
  'onze|ons|mijn|zijn|haar|hun|de|het',
].join('|');
/**
 * A first that is no start: "for the first time", "first prize", "on the first Sunday of the
 * month", "a primeira da Europa" (the first of many, a ranking).
 */
const NOT_A_START = [
  'time|times|prize|place|edition|generation|of|in',
  "fois|prix|édition|génération|de|du|des|d['’]",
  'mal|preis|platz|auflage|von|vom|im',
  'vez|premio|prêmio|lugar|edición|edição|geração|generación|del|da|do|das|dos',
  'volta|posto|edizione|generazione|di|della|dello|dei|delle',
  'keer|prijs|plaats|editie|generatie|van',
  'sunday|monday|tuesday|wednesday|thursday|friday|saturday|day|week|weekend|month|year',
  'sonntag|montag|samstag|tag|woche|wochenende|monat|dimanche|lundi|samedi|jour|semaine|mois',
  'domingo|lunes|sábado|sabado|día|dia|semana|mes|mês|domenica|lunedì|sabato|giorno|settimana|mese',
  'zondag|maandag|zaterdag|dag|maand|jaar',
].join('|');

/** A person's first training is their career's start: "haar eerste docentenopleiding". */
const TRAINING =
  'opleiding|ausbildung|lehre|lehrstelle|apprentissage|formation|apprenticeship|training|aprendizaje|formación|aprendizagem|formação|apprendistato|formazione|diploma|diplom|diplôme|stage|job|emploi|trabajo|emprego|lavoro|baan|stelle';

/**
 * The company's first steps told as a first or as a beginning: "Atendemos o primeiro paciente
 * em 2013", "In 1978 bakten Rita en Marcel hier hun eerste frieten", "Den ersten Rasen haben wir
 * im Frühjahr 2008 frisiert", "Tudo começou em 2015", "It all started in 2015". Read after every
 * other founding phrase, and only when none is found: a person's first camera or a namesake's
 * first edition is told so too.
 */
export const FIRST_STEPS = new RegExp(
  [
    // The first, then its year in the same sentence; not "since the first settlers' ships".
    String.raw`(?<!(?:since|seit|depuis|desde|sinds|dal)\s+)(?<![\p{L}])(?:${FIRST_OWNER})\s*(?:${FIRST})\s+(?!(?:${NOT_A_START})(?![\p{L}]))(?![\p{L}-]*(?:${TRAINING})(?![\p{L}]))[\p{L}'’-]+[^.;!?\d]{0,100}?(?<![\p{L}])(?:in|en|em|im|nel|el|im jahr)\s+(\d{4})\b`,
    // The year, then the first in the same sentence ("In 1978 bakten Rita en Marcel hun eerste
    // frieten", "Vader Luc draaide hier in 1979 zijn eerste drukplaat"); see `SUBJECT_FIRST`.
    String.raw`(?<![\p{L}])(?:in|en|em|im|nel|el)\s+(\d{4})\b,?\s+[^.;!?\d]{0,80}?(?<![\p{L}])(?:${FIRST_OWNER})\s*(?:${FIRST})\s+(?!(?:${NOT_A_START})(?![\p{L}]))(?![\p{L}-]*(?:${TRAINING})(?![\p{L}]))[\p{L}'’-]+`,
    // "Tudo começou em 2015", "It all started in 2015", "Alles begann 2012", "Es fing 2012 … an",
    // "Het begon in 1998", "Nuestra historia comenzó con un solo tráiler … en 1996".
    String.raw`(?<![\p{L}])(?:(?:it\s+all|everything)\s+(?:started|began)|(?:tout\s+a|tout)\s+commencé|(?:alles|es)\s+(?:begann|fing)|(?:our|unsere|notre|nuestra|nossa|la nostra|onze)\s+(?:story|geschichte|firmengeschichte|histoire|historia|história|storia|geschiedenis|verhaal)\s+(?:began|started|begann|a commencé|commence|comenzó|empezó|começou|è iniziata|iniziò|begon)|(?:todo|todo\s+esto)\s+(?:empezó|comenzó)|tudo\s+começou|tutto\s+(?:è\s+)?(?:iniziato|cominciato|comincia|inizia)|het\s+(?:begon|startte)|(?:het\s+)?(?:allemaal|alles)\s+begon)\s+(?:[^.;!?\d]{0,60}?\s)?(?:in|en|em|im|nel|im jahr)?\s*(\d{4})\b`,
    // "Partimos en 2007 con dos guardias", "Começámos em 2010": we started, in the first person.
    String.raw`(?<![\p{L}])(?:partimos|arrancamos|empezamos|comenzamos|começamos|começámos|iniciamos|abbiamo (?:iniziato|cominciato)|nous avons (?:commencé|démarré)|on a (?:commencé|démarré)|wir haben angefangen|we zijn begonnen|we begonnen)\s+(?:en|em|nel|in|im jahr)\s+(\d{4})\b`,
  ].join('|'),
  'giu',
);

/**
 * A first that is the subject of a sentence opened by its year: "In 1986 our first coach took
 * forty supporters to a cup final" tells what the first coach did, not the company's start
 * ("In 1978 bakten Rita en Marcel hun eerste frieten" has its verb between). Case-sensitive: the
 * capital of the preposition opens the sentence, even where a heading runs into it.
 */
export const SUBJECT_FIRST = new RegExp(
  String.raw`^(?:In|En|Em|Im|Nel|El)\s+\d{4},?\s+(?:${FIRST_OWNER})\s*(?:${FIRST})\s`,
  'u',
);
