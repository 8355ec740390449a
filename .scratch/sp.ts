import { asDomainSpells } from '../api/src/ai/homepage/namesSite.ts';
import { squashedSiteLabel } from '../api/src/ai/homepage/hostOf.ts';
console.log(JSON.stringify(asDomainSpells('Musée ouvert ')), squashedSiteLabel('musee-imprimerie-nontron.fr'));
